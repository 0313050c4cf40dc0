import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { LivePack } from '@citygames/contracts/organizer/pack.schema';
import { beijingClock } from '../format';
import { downloadPack } from '../api/pack-api';
import { usePackUpload, type PackOutcome } from '../hooks/use-pack-upload';
import { FilePicker } from '../components/FilePicker';

function LivePackLine({ live }: { live: LivePack | null }) {
  return (
    <p data-testid="live-pack">
      {live ? (
        <>
          「{live.name}」，导入于 {beijingClock(live.importedAt)}
          {live.revision !== undefined ? `（第 ${live.revision} 版）` : ''}
        </>
      ) : (
        '尚未导入活动包'
      )}
    </p>
  );
}

function UploadOutcome({ outcome }: { outcome: PackOutcome }) {
  if (outcome.kind === 'ok')
    return (
      <p className="oc-ok" role="status">
        {outcome.text}
      </p>
    );
  return (
    <div className="oc-error" role="alert">
      {outcome.text}
      {outcome.issues.length > 0 && (
        <ol className="oc-issues" data-testid="pack-issues">
          {outcome.issues.map((issue, index) => (
            <li key={`${issue.path}-${index}`}>
              <strong>{issue.where ?? issue.path}</strong>：{issue.message}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** One game's live pack, the file to upload, the game's import options, and the outcome of the last upload. */
export function GamePack({ game }: { game: OrganizerGameId }) {
  const { data, error, file, setFile, chosen, toggleOption, outcome, busy, run } = usePackUpload(game);
  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  return (
    <section className="oc-card oc-form" data-testid={`pack-${game}`}>
      <h2>当前活动包</h2>
      <LivePackLine live={data.live} />
      <p className="oc-muted">导入的效果：{data.effect}</p>
      {data.downloadable && data.live && (
        <span className="oc-inline">
          <button type="button" onClick={() => void downloadPack(game).catch(() => undefined)}>
            下载当前活动包（JSON）
          </button>
          <span className="oc-muted">
            {game === 'polish120'
              ? '与导入的格式相同，队伍就是现在的名单：在它上面修改后再导入，不会丢掉控制台里的队伍修改。'
              : '与导入的格式相同；名单不在活动包里，现在的名单请在“名单”页下载 CSV。'}
          </span>
        </span>
      )}
      <FilePicker
        label="选择活动包（JSON）"
        accept=".json,application/json"
        fileName={file?.name ?? null}
        onFile={(picked) => void picked.text().then((text) => setFile({ name: picked.name, text }))}
      />
      {data.options.map((option) => (
        <label key={option.flag} className="oc-check">
          <input type="checkbox" checked={chosen.includes(option.flag)} onChange={(event) => toggleOption(option.flag, event.target.checked)} />
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
      {outcome && <UploadOutcome outcome={outcome} />}
    </section>
  );
}
