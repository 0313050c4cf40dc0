import { useMemo, useState } from 'react';
import type { RosterCsvProblem, RosterCsvRefusal } from '@citygames/contracts/organizer/roster.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { rosterApi, type RosterApi } from '../api/roster-api';
import { OrganizerApiError } from '../api/organizer-client';
import { usePolling } from './use-polling';

export type RosterMessage = { kind: 'ok' | 'error'; text: string; problems?: RosterCsvProblem[] };

/** Runs one change; true when the server accepted it. */
export type RosterAct = (work: (api: RosterApi) => Promise<unknown>, done: string) => Promise<boolean>;

function problemsOf(failure: unknown): RosterCsvProblem[] | undefined {
  return failure instanceof OrganizerApiError ? (failure.body as Partial<RosterCsvRefusal> | null)?.problems : undefined;
}

/** One game's roster, refreshed every 5 s, and the changes to it with the message of the last one. */
export function useRoster(game: RosterGameId) {
  const api = useMemo(() => rosterApi(game), [game]);
  const { data, error, reload } = usePolling(api.roster, 5000);
  const [message, setMessage] = useState<RosterMessage | null>(null);

  const act: RosterAct = async (work, done) => {
    setMessage(null);
    try {
      await work(api);
      setMessage({ kind: 'ok', text: done });
      await reload();
      return true;
    } catch (failure) {
      const problems = problemsOf(failure);
      setMessage({ kind: 'error', text: failure instanceof Error ? failure.message : '操作失败', ...(problems ? { problems } : {}) });
      return false;
    }
  };

  return { data, error, message, act };
}
