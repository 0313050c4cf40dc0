import { useState } from 'react';
import { CONSOLE_GAMES, type ConsoleGameId } from './console-types';
import { FilePicker } from './FilePicker';
import { beijingClock } from './format';
import { callJson, OrganizerApiError, uploadFile } from './organizer-api';
import { usePolling } from './use-polling';

interface PackInfo {
  live: { name: string; importedAt: string | null; revision?: number } | null;
  effect: string;
  options: { flag: string; meaning: string }[];
}

interface PackIssue {
  path: string;
  message: string;
}

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; text: string; issues: PackIssue[] };

/** Upload a game's pack: every problem with its path before anything is written, then import with the CLI's options. */
export function PackPanel() {
  const [game, setGame] = useState<ConsoleGameId>('pilotsh');
  return (
    <div className="oc-stack">
      <div className="oc-segments" role="group" aria-label="选择游戏">
        {CONSOLE_GAMES.map((entry) => (
          <button key={entry.id} type="button" aria-pressed={game === entry.id} onClick={() => setGame(entry.id)}>
            {entry.title}
          </button>
        ))}
      </div>
      <GamePack key={game} game={game} />
    </div>
  );
}

function GamePack({ game }: { game: ConsoleGameId }) {
  const base = `/api/${game}/organizer/pack`;
  const { data, error, reload } = usePolling(() => callJson<PackInfo>('GET', base), 30_000);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(checkOnly: boolean) {
    if (!file) return;
    if (!checkOnly && !window.confirm(`导入到正在进行的活动？${data?.effect ?? ''}`)) return;
    setBusy(true);
    setOutcome(null);
    const query = new URLSearchParams([...chosen.map((flag) => ['option', flag]), ...(checkOnly ? [['check', '1']] : [])]);
    try {
      const answer = await uploadFile<{ message: string }>(`${base}?${query.toString()}`, file.text);
      setOutcome({ kind: 'ok', text: answer.message });
      if (!checkOnly) await reload();
    } catch (failure) {
      const issues = failure instanceof OrganizerApiError ? ((failure.body as { issues?: PackIssue[] } | null)?.issues ?? []) : [];
      setOutcome({ kind: 'error', text: failure instanceof Error ? failure.message : '上传失败', issues });
    } finally {
      setBusy(false);
    }
  }

  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  return (
    <section className="oc-card oc-form" data-testid={`pack-${game}`}>
      <h2>当前活动包</h2>
      <p data-testid="live-pack">
        {data.live ? (
          <>
            「{data.live.name}」，导入于 {beijingClock(data.live.importedAt)}
            {data.live.revision !== undefined ? `（第 ${data.live.revision} 版）` : ''}
          </>
        ) : (
          '尚未导入活动包'
        )}
      </p>
      <p className="oc-muted">导入的效果：{data.effect}</p>
      <FilePicker label="选择活动包（JSON）" accept=".json,application/json" fileName={file?.name ?? null} onFile={(picked) => void picked.text().then((text) => setFile({ name: picked.name, text }))} />
      {data.options.map((option) => (
        <label key={option.flag} className="oc-check">
          <input
            type="checkbox"
            checked={chosen.includes(option.flag)}
            onChange={(event) => setChosen(event.target.checked ? [...chosen, option.flag] : chosen.filter((flag) => flag !== option.flag))}
          />
          <span>
            {option.meaning} <code className="oc-muted">{option.flag}</code>
          </span>
        </label>
      ))}
      <span className="oc-inline">
        <button type="button" disabled={!file || busy} onClick={() => void run(true)}>
          只检查
        </button>
        <button type="button" className="oc-primary" disabled={!file || busy} onClick={() => void run(false)}>
          检查并导入
        </button>
      </span>
      {outcome?.kind === 'ok' && <p className="oc-ok" role="status">{outcome.text}</p>}
      {outcome?.kind === 'error' && (
        <div className="oc-error" role="alert">
          {outcome.text}
          {outcome.issues.length > 0 && (
            <ol className="oc-issues" data-testid="pack-issues">
              {outcome.issues.map((issue, index) => (
                <li key={`${issue.path}-${index}`}>
                  <code>{issue.path}</code>：{issue.message}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
