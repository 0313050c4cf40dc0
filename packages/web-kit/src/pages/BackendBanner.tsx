import { useState, useSyncExternalStore } from 'react';
import { currentBackendFailure, subscribeBackendStatus } from './backend-status';
import './BackendBanner.css';

export const BACKEND_BANNER_TEXT = '后端服务暂不可用，但界面仍可浏览';

/**
 * Shown while the last call timed out or could not connect; one per page (shell, or a standalone
 * remote). Dismissing hides it for that failure only: the next failed call shows it again.
 */
export function BackendBanner() {
  const failure = useSyncExternalStore(subscribeBackendStatus, currentBackendFailure, () => 0);
  const [dismissedFailure, setDismissedFailure] = useState(0);

  if (failure === 0 || failure === dismissedFailure) return null;
  return (
    <div className="cg-backend-banner" role="alert">
      <svg className="cg-backend-banner__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
      <span className="cg-backend-banner__text">{BACKEND_BANNER_TEXT}</span>
      <button type="button" className="cg-backend-banner__close" onClick={() => setDismissedFailure(failure)}>
        知道了
      </button>
    </div>
  );
}
