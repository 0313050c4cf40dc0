import { useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { PROGRESS_RESET_CONFIRMATION } from '@citygames/contracts/organizer/progress-reset.rules';
import { resetAllProgress } from '../api/progress-api';

/**
 * Clearing every team's progress, apart from publishing (a publish keeps progress): opened on purpose,
 * confirmed by typing the phrase, recorded in 操作记录.
 */
export function ProgressReset({ game }: { game: OrganizerGameId }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const confirmed = typed.trim() === PROGRESS_RESET_CONFIRMATION;
  const reset = () => {
    setBusy(true);
    resetAllProgress(game, typed.trim())
      .then((answer) => {
        setOutcome({ ok: true, text: answer.message });
        setOpen(false);
        setTyped('');
      })
      .catch((error: unknown) => setOutcome({ ok: false, text: error instanceof Error ? error.message : '清空失败' }))
      .finally(() => setBusy(false));
  };
  return (
    <section className="oc-card oc-form" data-testid={`progress-reset-${game}`}>
      <h2>清空全部进度</h2>
      <p className="oc-muted">
        发布内容和导入活动包都保留各队的进度。要让所有队伍从头开始（例如正式开始前清掉试玩），在这里单独清空：名单和内容不变，会记入操作记录。
      </p>
      {!open ? (
        <button type="button" className="oc-danger" onClick={() => setOpen(true)}>
          清空全部进度…
        </button>
      ) : (
        <div role="dialog" aria-label="确认清空全部进度" className="oc-stack">
          <label>
            <span>所有队伍的进度（完成记录、封禁、位置、道具卡或资产与交易）都会清空，不能撤销。请输入「{PROGRESS_RESET_CONFIRMATION}」确认：</span>
            <input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </label>
          <span className="oc-inline">
            <button type="button" className="oc-danger" disabled={!confirmed || busy} onClick={reset}>
              确认清空
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              取消
            </button>
          </span>
        </div>
      )}
      {outcome && (
        <p className={outcome.ok ? 'oc-ok' : 'oc-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
