import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { queryKeys } from '../query-keys';
import { TEXTS } from '../texts';

/** How often a player with no team asks again; placing them takes an organiser a few seconds. */
export const WAITING_FOR_TEAM_POLL_MS = 4000;

/**
 * What every tab shows a registered player whose phone is in no team yet: they wait for the
 * organiser, and the tab asks again by itself, so the game opens as soon as they are placed.
 */
export function NoTeamNotice(_props: { error: unknown }) {
  const queryClient = useQueryClient();
  const askAgain = useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.all }), [queryClient]);
  useEffect(() => {
    const timer = setInterval(() => void askAgain(), WAITING_FOR_TEAM_POLL_MS);
    return () => clearInterval(timer);
  }, [askAgain]);
  return (
    <div className="ps-notice ps-notice--info" role="status" data-testid="no-team">
      <strong className="ps-notice__title">{TEXTS.noTeam.title}</strong>
      <p className="ps-notice__text">{TEXTS.noTeam.waiting}</p>
      <button type="button" className="ps-notice__action" onClick={() => void askAgain()}>
        {TEXTS.noTeam.refresh}
      </button>
    </div>
  );
}
