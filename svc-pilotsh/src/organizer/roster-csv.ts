import { HttpError } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { listRegisteredPlayers } from '@citygames/service-kit/auth/platform-records';
import { acceptedTeams, checkRosterCsv, importedCounts, type RosterCsvCheck, type RosterFileRow } from '@citygames/service-kit/organizer/roster/roster-csv';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
import { findEventContent } from '../content/event-content.js';
import { createTeamsWithMembers } from '../teams/create-team.js';
import { Membership } from '../teams/membership.model.js';
import { Team } from '../teams/team.model.js';
import { PILOTSH_ROSTER_TEXTS } from './roster-texts.js';

/** Checks every row against the platform and the current roster; when `write`, writes all teams or none. */
export async function importRosterCsv(actor: RosterActor, rows: readonly RosterFileRow[], write: boolean): Promise<RosterCsvCheck> {
  const content = await findEventContent();
  if (!content) throw new HttpError(409, 'NO_CONTENT', PILOTSH_ROSTER_TEXTS.noContent);
  const [players, memberships, existingTeams] = await Promise.all([listRegisteredPlayers('pilotsh'), Membership.find().lean(), Team.find().lean()]);
  const names = new Map(players.map((player) => [player.phone, player.name]));
  const inTeam = new Set(memberships.map((membership) => membership.phone));
  const check = checkRosterCsv(rows, {
    game: 'pilotsh',
    nameOf: (phone) => names.get(phone),
    isInTeam: (phone) => inTeam.has(phone),
    takenTeamNames: new Set(existingTeams.map((team) => team.name)),
  });
  if (!write) return check;
  const teams = acceptedTeams(check);
  // One transaction: a phone or team name taken meanwhile aborts the whole import (unique indexes).
  await runRosterChange('pilotsh', actor, async (session) => {
    await createTeamsWithMembers(
      teams.map((team) => ({
        name: team.name,
        description: PILOTSH_ROSTER_TEXTS.importedTeamDescription,
        leader: team.leader,
        members: team.members,
        props: [],
      })),
      content.pack.startAreaSeq,
      actor.now,
      session,
    );
    await recordOrganizerAction(
      actor.organizer,
      {
        scope: 'pilotsh',
        action: 'roster.import',
        summary: ROSTER_TEXTS.importedRoster(
          teams.map((team) => team.name),
          check.players,
        ),
      },
      actor.now,
      session,
    );
    return importedCounts(check);
  });
  return check;
}
