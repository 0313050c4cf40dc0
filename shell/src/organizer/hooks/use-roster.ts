import { useMemo, useState } from 'react';
import type { RosterStaleRefusal } from '@citygames/contracts/organizer/roster.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { OrganizerApiError } from '../api/organizer-client';
import { rosterApi, type RosterApi } from '../api/roster-api';
import { usePolling } from './use-polling';

export type RosterMessage = { kind: 'ok' | 'error' | 'stale'; text: string };

/** What the console says when another organiser changed the roster first. */
export const STALE_ROSTER_TEXT = '名单刚被其他组织者修改过，已刷新为最新名单；你的这次修改没有保存，请核对后再操作。';

/**
 * Runs one change from the roster on screen (`version` is the version it shows); true when the server
 * accepted it. `focus` names the teams (ids or names) to show first and highlight afterwards.
 */
export type RosterAct = (work: (api: RosterApi, version: number) => Promise<unknown>, done: string, focus?: readonly string[]) => Promise<boolean>;

export function isStaleRoster(failure: unknown): boolean {
  return failure instanceof OrganizerApiError && failure.status === 409 && (failure.body as Partial<RosterStaleRefusal> | null)?.error === 'ROSTER_STALE';
}

/**
 * One game's roster, refreshed every 5 s, and the changes to it with the message of the last one.
 * A change from a stale view (409 ROSTER_STALE) reloads the roster and says so.
 */
export function useRoster(game: RosterGameId) {
  const api = useMemo(() => rosterApi(game), [game]);
  const { data, error, reload } = usePolling(api.roster, 5000, game);
  const [message, setMessage] = useState<RosterMessage | null>(null);
  const [recent, setRecent] = useState<ReadonlySet<string>>(new Set());
  /** Raised on every accepted change, so the first recent team is scrolled to even when it was already recent. */
  const [changes, setChanges] = useState(0);

  const showRecent = (focus: readonly string[]) => {
    setRecent(new Set(focus));
    setChanges((count) => count + 1);
  };

  const act: RosterAct = async (work, done, focus = []) => {
    if (!data) return false;
    setMessage(null);
    try {
      await work(api, data.version);
      setMessage({ kind: 'ok', text: done });
      showRecent(focus);
      await reload();
      return true;
    } catch (failure) {
      if (isStaleRoster(failure)) {
        await reload();
        setMessage({ kind: 'stale', text: STALE_ROSTER_TEXT });
      } else {
        setMessage({ kind: 'error', text: failure instanceof Error ? failure.message : '操作失败' });
      }
      return false;
    }
  };

  return { api, data, error, message, act, reload, recent, changes, showRecent };
}
