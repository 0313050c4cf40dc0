import { browserStorage } from '../token-store';
import { isPreviewMode } from './preview-mode';

/** The console's message to the preview frame: where the test player stands (WGS-84, like an area's centre in the pack). */
export const PREVIEW_POSITION_MESSAGE = 'citygames-preview-position';
/** The frame's message to the console once it listens: the console answers with the position picked so far. */
export const PREVIEW_READY_MESSAGE = 'citygames-preview-ready';

export interface SimulatedPosition {
  lat: number;
  lng: number;
  /** Metres; null when the console gave none. */
  accuracy: number | null;
}

const POSITION_KEY = 'fanhua.simulatedPosition';
const CHANGE_EVENT = 'citygames-preview-position-change';

const finiteIn = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The position a message (or the stored copy) carries, or null when it is not a valid one. */
function parseSimulatedPosition(data: unknown): SimulatedPosition | null {
  if (typeof data !== 'object' || data === null) return null;
  const { lat, lng, accuracy } = data as Record<string, unknown>;
  if (!finiteIn(lat, 90) || !finiteIn(lng, 180)) return null;
  const metres = typeof accuracy === 'number' && Number.isFinite(accuracy) && accuracy >= 0 ? accuracy : null;
  return { lat, lng, accuracy: metres };
}

/** The position the console set for this preview, or null (outside preview mode always null). */
export function readSimulatedPosition(): SimulatedPosition | null {
  if (!isPreviewMode()) return null;
  const raw = browserStorage()?.getItem(POSITION_KEY);
  if (!raw) return null;
  try {
    return parseSimulatedPosition(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Calls `listener` whenever the console sets a new position. */
export function subscribeSimulatedPosition(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}

/**
 * In preview mode: takes the console's position messages (only from this page's own origin), keeps the
 * position in the preview's storage (a reload of the frame keeps it) and tells the subscribers; then asks the
 * console for the position picked so far. Returns the function that stops listening.
 */
export function listenForSimulatedPosition(): () => void {
  if (!isPreviewMode()) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== location.origin) return;
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== PREVIEW_POSITION_MESSAGE) return;
    const position = parseSimulatedPosition(data);
    if (!position) return;
    browserStorage()?.setItem(POSITION_KEY, JSON.stringify(position));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  window.addEventListener('message', onMessage);
  window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, location.origin);
  return () => window.removeEventListener('message', onMessage);
}
