import { HttpError } from '@citygames/service-kit/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer-actions';
import { listRegisteredPlayers } from '@citygames/service-kit/platform-records';
import { runTransaction } from '@citygames/service-kit/transaction';
import { findEventContent } from '../content/event-content.js';
import { createTeamWithMembers } from '../teams/create-team.js';
import { Membership } from '../teams/membership.model.js';
import { Team } from '../teams/team.model.js';
import type { RosterActor } from './roster-changes.js';
import { ROSTER_TEXTS } from './roster-texts.js';
import { parseRosterCsv } from '@citygames/service-kit/roster-csv';

/** Checks every line against the platform and the current roster; writes all teams or none. */
export async function importRosterCsv(actor: RosterActor, text: string): Promise<{ teams: number; players: number }> {
  const content = await findEventContent();
  if (!content) throw new HttpError(409, 'NO_CONTENT', ROSTER_TEXTS.noContent);
  const { teams, problems } = parseRosterCsv(text);
  const [players, memberships, existingTeams] = await Promise.all([listRegisteredPlayers('pilotsh'), Membership.find().lean(), Team.find().lean()]);
  const byPhone = new Map(players.map((player) => [player.phone, player]));
  const inTeam = new Set(memberships.map((membership) => membership.phone));
  const takenNames = new Set(existingTeams.map((team) => team.name));
  const seenPhones = new Map<string, number>();
  const seenNames = new Map<string, number>();
  for (const team of teams) {
    const reasons: string[] = [];
    if (takenNames.has(team.name)) reasons.push(ROSTER_TEXTS.teamNameTaken(team.name));
    if (seenNames.has(team.name)) reasons.push(`队名「${team.name}」与第 ${seenNames.get(team.name)} 行重复`);
    seenNames.set(team.name, team.line);
    for (const phone of [team.leaderPhone, ...team.memberPhones]) {
      if (!byPhone.has(phone)) reasons.push(ROSTER_TEXTS.notRegistered(phone));
      else if (inTeam.has(phone)) reasons.push(`手机号 ${phone} 已在队伍中`);
      if (seenPhones.has(phone)) reasons.push(`手机号 ${phone} 在第 ${seenPhones.get(phone)} 行已出现`);
      else seenPhones.set(phone, team.line);
    }
    if (reasons.length > 0) problems.push({ line: team.line, reason: reasons.join('；') });
  }
  if (teams.length === 0 && problems.length === 0) problems.push({ line: 1, reason: '文件里没有队伍' });
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    throw new HttpError(422, 'ROSTER_CSV_INVALID', `名单有 ${problems.length} 行有问题，没有导入任何内容`, { problems });
  }
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
