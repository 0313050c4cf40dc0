import type { RosterImportResponse } from '@citygames/contracts/organizer/roster.schema';
import { HttpError } from '@citygames/service-kit/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer-actions';
import { listRegisteredPlayers } from '@citygames/service-kit/platform-records';
import { checkRosterCsv } from '@citygames/service-kit/roster-csv';
import type { RosterActor } from '@citygames/service-kit/roster-routes';
import { ROSTER_TEXTS } from '@citygames/service-kit/roster-texts';
import { runTransaction } from '@citygames/service-kit/transaction';
import { findEventContent } from '../content/event-content.js';
import { createTeamWithMembers } from '../teams/create-team.js';
import { Membership } from '../teams/membership.model.js';
import { Team } from '../teams/team.model.js';
import { PILOTSH_ROSTER_TEXTS } from './roster-texts.js';

/** Checks every line against the platform and the current roster; writes all teams or none. */
export async function importRosterCsv(actor: RosterActor, text: string): Promise<RosterImportResponse> {
  const content = await findEventContent();
  if (!content) throw new HttpError(409, 'NO_CONTENT', PILOTSH_ROSTER_TEXTS.noContent);
  const [players, memberships, existingTeams] = await Promise.all([listRegisteredPlayers('pilotsh'), Membership.find().lean(), Team.find().lean()]);
  const byPhone = new Map(players.map((player) => [player.phone, player]));
  const inTeam = new Set(memberships.map((membership) => membership.phone));
  const teams = checkRosterCsv(text, {
    game: 'pilotsh',
    isRegistered: (phone) => byPhone.has(phone),
    isInTeam: (phone) => inTeam.has(phone),
    takenTeamNames: new Set(existingTeams.map((team) => team.name)),
  });
  const person = (phone: string) => ({ phone, name: byPhone.get(phone)!.name });
  const playerCount = teams.reduce((sum, team) => sum + 1 + team.memberPhones.length, 0);
  // One transaction: a phone or team name taken meanwhile aborts the whole import (unique indexes).
  await runTransaction(async (session) => {
    for (const team of teams) {
      await createTeamWithMembers(
        { name: team.name, description: '由组织者导入名单创建', leader: person(team.leaderPhone), members: team.memberPhones.map(person), props: [] },
        content.pack.startAreaSeq,
        actor.now,
        session,
      );
    }
    await recordOrganizerAction(
      actor.organizer,
      { scope: 'pilotsh', action: 'roster.import', summary: ROSTER_TEXTS.importedRoster(teams.length, playerCount) },
      actor.now,
      session,
    );
  });
  return { teams: teams.length, players: playerCount };
}
