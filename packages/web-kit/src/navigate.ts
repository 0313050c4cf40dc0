/**
 * Client-side navigation from code that lives outside React (the API client on a 401).
 * react-router's BrowserRouter listens to `popstate`, so pushing a history entry and
 * announcing it moves the router without reloading the page, in the shell and standalone.
 */
export function navigateTo(path: string): void {
  if (typeof window === 'undefined') return;
  const current = window.history.state as { idx?: number } | null;
  const idx = typeof current?.idx === 'number' ? current.idx + 1 : 0;
  window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
