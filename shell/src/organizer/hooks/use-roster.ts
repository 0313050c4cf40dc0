import { useMemo, useState } from 'react';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { rosterApi, type RosterApi } from '../api/roster-api';
import { usePolling } from './use-polling';

export type RosterMessage = { kind: 'ok' | 'error'; text: string };

/** Runs one change; true when the server accepted it. */
export type RosterAct = (work: (api: RosterApi) => Promise<unknown>, done: string) => Promise<boolean>;

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
      setMessage({ kind: 'error', text: failure instanceof Error ? failure.message : '操作失败' });
      return false;
    }
  };

  return { api, data, error, message, act, reload };
}
