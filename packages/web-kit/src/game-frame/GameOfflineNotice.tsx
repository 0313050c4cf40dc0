import { OPENING_TEXTS } from '@citygames/contracts/organizer/game-schedule.rules';
import './GameOfflineNotice.css';

export const GAME_OFFLINE_TEXT = '该游戏暂未开放';
const GAME_OFFLINE_HINT = '开放后本页会自动恢复，无需刷新，登录状态也会保留。';

/** The one message a player inside a game sees while it is closed, with when it opens if its timetable opens it later (`opensAt`, ISO). */
export function GameOfflineNotice({ opensAt = null }: { opensAt?: string | null }) {
  return (
    <section className="cg-game-offline" role="status" aria-live="polite">
      <svg className="cg-game-offline__icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 5a3 3 0 0 1 6 0v3H9V6z"
        />
      </svg>
      <h2 className="cg-game-offline__title">{opensAt ? `该游戏${OPENING_TEXTS.opensAt(new Date(opensAt))}` : GAME_OFFLINE_TEXT}</h2>
      <p className="cg-game-offline__hint">{GAME_OFFLINE_HINT}</p>
      <a className="cg-game-offline__home" href="/">
        返回首页
      </a>
    </section>
  );
}
