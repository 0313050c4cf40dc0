/**
 * Whether the console's numbers are live: the time of the last answer from the server and whether
 * the last request failed to reach it. Every call of organizer-client reports here; the banner reads it.
 */
export interface ConnectionStatus {
  lastAnswerAt: number | null;
  unreachable: boolean;
}

let status: ConnectionStatus = { lastAnswerAt: null, unreachable: false };
const listeners = new Set<() => void>();

function update(next: ConnectionStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

export const reportAnswer = (at = Date.now()) => update({ lastAnswerAt: at, unreachable: false });
export const reportUnreachable = () => update({ ...status, unreachable: true });
export const connectionStatus = () => status;

export function onConnectionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
