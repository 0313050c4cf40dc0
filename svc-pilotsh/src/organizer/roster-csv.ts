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

/** One line the import refused, numbered as a spreadsheet numbers it (first line is 1). */
export interface RosterCsvProblem {
  line: number;
  reason: string;
}

interface CsvTeam {
  line: number;
  name: string;
  leaderPhone: string;
  memberPhones: string[];
}

const PHONE = /^1[3-9]\d{9}$/;

function cells(line: string): string[] {
  return line.split(/[,，\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
}

/**
 * Reads `队名,队长手机号,队员手机号…` lines: members in further columns, or several in one cell
 * separated by `;`, `、` or spaces. A first line whose second cell is not a phone is a header.
 */
export function parseRosterCsv(text: string): { teams: CsvTeam[]; problems: RosterCsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const teams: CsvTeam[] = [];
  const problems: RosterCsvProblem[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const [name = '', leader = '', ...rest] = cells(raw);
    if (index === 0 && !PHONE.test(leader)) return; // header
    const members = rest.flatMap((cell) => cell.split(/[;；、\s]+/)).filter(Boolean);
    if (!name) problems.push({ line, reason: '缺少队名' });
    else if (name.length > 40) problems.push({ line, reason: '队名不能超过 40 个字' });
    else if (!PHONE.test(leader)) problems.push({ line, reason: `队长手机号格式不正确：${leader || '（空）'}` });
    else {
      const bad = members.filter((phone) => !PHONE.test(phone));
      if (bad.length > 0) problems.push({ line, reason: `队员手机号格式不正确：${bad.join('、')}` });
      else teams.push({ line, name, leaderPhone: leader, memberPhones: members });
    }
  });
  return { teams, problems };
}

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
