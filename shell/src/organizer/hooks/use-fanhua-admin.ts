import { useCallback, useState } from 'react';
import { OrganizerApiError } from '../api/organizer-client';

export interface ActionState {
  busy: boolean;
  ok: string | null;
  error: string | null;
  /** Runs one call; its Chinese message (or the server's refusal) is shown below the form. */
  run: (call: () => Promise<string>) => Promise<boolean>;
  /** Forgets the last outcome: the form changed since, so it no longer speaks of what is on screen. */
  clear: () => void;
}

/** The state of one administration form: busy while its call runs, then the server's message or refusal. */
export function useAction(): ActionState {
  const [busy, setBusy] = useState(false);
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (call: () => Promise<string>) => {
    setBusy(true);
    setOk(null);
    setError(null);
    try {
      setOk(await call());
      return true;
    } catch (failure) {
      setError(failure instanceof OrganizerApiError || failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const clear = useCallback(() => {
    setOk(null);
    setError(null);
  }, []);
  return { busy, ok, error, run, clear };
}
