import { Link } from 'react-router-dom';
import '../shared/remote-panel.css';

export const REMOTE_TEXTS = {
  title: '该游戏暂时无法加载',
  text: (game: string) => `「${game}」的页面暂时无法加载，可能正在维护或网络不稳定。其他游戏不受影响。`,
  retry: '重试',
  home: '返回首页',
  details: '技术信息',
  loading: (game: string) => `正在加载「${game}」…`,
} as const;

interface RemoteUnavailableProps {
  gameId: string;
  gameTitle: string;
  reason?: string;
  onRetry: () => void;
}

/** The panel inside the shell when a game's front end cannot be loaded (down, 404, broken script). */
export function RemoteUnavailable({ gameId, gameTitle, reason, onRetry }: RemoteUnavailableProps) {
  return (
    <main className={`remote-panel cg-game-${gameId}`} role="alert">
      <div className="remote-panel__card">
        <svg className="remote-panel__icon" viewBox="0 0 72 72" aria-hidden="true">
          <circle cx="36" cy="36" r="34" fill="#eef1f8" />
          <path
            d="M20 44c0-6 5-10.5 11-10.5 1.6-6.3 7.3-10.5 13.5-9.5 5.6.9 9.5 5.8 9.5 11.5 3.6.6 6 3.5 6 7 0 4-3.2 7.5-7.5 7.5H27c-3.9 0-7-2.6-7-6z"
            fill="#fff"
            stroke="#9aa4bf"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <path d="M31 36l12 12M43 36L31 48" stroke="#d63a3a" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <h1 className="remote-panel__title">{REMOTE_TEXTS.title}</h1>
        <p className="remote-panel__text">{REMOTE_TEXTS.text(gameTitle)}</p>
        <div className="remote-panel__actions">
          <button type="button" className="cg-button cg-button--block" onClick={onRetry}>
            {REMOTE_TEXTS.retry}
          </button>
          <Link className="cg-button cg-button--ghost cg-button--block" to="/">
            {REMOTE_TEXTS.home}
          </Link>
        </div>
        {reason && (
          <details className="remote-panel__reason">
            <summary>{REMOTE_TEXTS.details}</summary>
            <p>{reason}</p>
          </details>
        )}
      </div>
    </main>
  );
}
