import { useCallback, useState } from 'react';
import type { AuthMode } from './AuthModeToggle';
import type { AuthFeedback } from './AuthMessage';

/**
 * The state every auth card holds: mode, field values, busy flag and the feedback line.
 * Switching mode clears the feedback; `reset` empties the fields (after a registration).
 */
export function useAuthForm<F extends string>(fieldNames: readonly F[], initialMode: AuthMode = 'login') {
  const empty = () => Object.fromEntries(fieldNames.map((name) => [name, ''])) as Record<F, string>;
  const [mode, setModeState] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<AuthFeedback | null>(null);

  const setField = useCallback((name: F, value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  const setMode = useCallback((next: AuthMode) => {
    setModeState(next);
    setFeedback(null);
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const reset = useCallback(() => setValues(empty()), []);

  return { mode, setMode, values, setField, busy, setBusy, feedback, setFeedback, reset };
}
