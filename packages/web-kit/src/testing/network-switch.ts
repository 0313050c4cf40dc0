/**
 * Drives navigator.onLine and the window's online/offline events in component tests, as a phone
 * walking out of and back into coverage does. Call `restoreNetwork()` after each test.
 */
export function goOffline(): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

export function goOnline(): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.dispatchEvent(new Event('online'));
}

export function restoreNetwork(): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
}
