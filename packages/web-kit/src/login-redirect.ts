/**
 * Going to the login page after a 401. The first 401 decides when: a submit waits 2 s so its
 * "登录已过期" message can be read, and a later 401 (a list refetched without the token that was
 * just removed) must not cut that short. The moment lives on globalThis because the shell and
 * every remote bundle their own copy of this module.
 */
const PENDING_KEY = '__citygamesLoginRedirectPending';

type GlobalWithRedirect = typeof globalThis & { [PENDING_KEY]?: boolean };

export function isLoginRedirectPending(): boolean {
  return (globalThis as GlobalWithRedirect)[PENDING_KEY] === true;
}

export function redirectToLogin(navigate: (path: string) => void, loginPath: string, delayMs: number): void {
  const state = globalThis as GlobalWithRedirect;
  if (state[PENDING_KEY]) return;
  if (delayMs <= 0) {
    navigate(loginPath);
    return;
  }
  state[PENDING_KEY] = true;
  setTimeout(() => {
    state[PENDING_KEY] = false;
    navigate(loginPath);
  }, delayMs);
}
