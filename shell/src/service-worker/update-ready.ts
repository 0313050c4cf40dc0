/** Whether a new deployment's worker is waiting, and how to switch to it; read by the update prompt. */
type Activate = () => void;

let waitingUpdate: Activate | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(activate: Activate): void {
  waitingUpdate = activate;
  listeners.forEach((listener) => listener());
}

export function currentUpdate(): Activate | null {
  return waitingUpdate;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
