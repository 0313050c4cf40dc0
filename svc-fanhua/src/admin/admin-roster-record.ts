import type { Request } from 'express';
import type { ClientSession } from 'mongoose';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { gameAdminActor, recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { bumpRosterVersion } from '@citygames/service-kit/organizer/roster/roster-version';

/** Writes what a roster change did, in the change's own transaction (the change passes its session). */
export type RosterChangeRecord = (session: ClientSession, entry: { action: string; summary: string; team: string; player?: string }) => Promise<void>;

/**
 * How a game administrator's roster change (create a team, set a leader, move a player) is on the record: the audit log
 * and the activity feed name the administrator's account (or the organiser acting as one), and the roster version rises
 * with it, so a console view from before the change is stale (409 ROSTER_STALE) instead of undoing it.
 */
export function adminRosterRecord(req: Request, now: Date): RosterChangeRecord {
  const actor = gameAdminActor(currentUser(req), 'fanhua', req.organizer);
  return async (session, entry) => {
    await recordOrganizerAction(
      actor,
      { scope: 'fanhua', action: entry.action, summary: entry.summary, team: entry.team, player: entry.player ?? null },
      now,
      session,
    );
    await bumpRosterVersion('fanhua', session);
  };
}
