import { afterFirstScreen } from '@citygames/web-kit/after-first-screen';
import { announceUpdate } from './update-ready';

export const SERVICE_WORKER_URL = '/sw.js';

/** Browsers give service workers only to secure contexts (https, or localhost); elsewhere the site runs without one. */
export function canUseServiceWorker(scope: Pick<Window, 'isSecureContext' | 'navigator'> = window): boolean {
  return scope.isSecureContext && 'serviceWorker' in scope.navigator;
}

/**
 * Registers the shell's worker once the first screen is done (after `load` and a quiet network: its precache
 * download of every game never competes with the screen's own files and data). When a new deployment's worker is waiting, the update prompt offers to switch:
 * the worker takes over and the page reloads once on the new code.
 */
export function registerServiceWorker(): void {
  if (!canUseServiceWorker()) return;
  const register = () => {
    void import(/* webpackChunkName: "service-worker-registration" */ 'workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox(SERVICE_WORKER_URL);
        workbox.addEventListener('waiting', () =>
          announceUpdate(() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }),
        );
        return workbox.register();
      })
      .catch((error: unknown) => console.warn('[citygames] 离线功能不可用：service worker 注册失败', error));
  };
  afterFirstScreen(register);
}
