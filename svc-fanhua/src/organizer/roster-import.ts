import { TEAM_NAME_MAX, TEAM_SIZE_CAP } from '@citygames/contracts/fanhua/teams.rules';
import { TEAM_NAME_MAX_LENGTH } from '@citygames/contracts/organizer/roster.rules';
import { listRegisteredPlayers } from '@citygames/service-kit/auth/platform-records';
import { conflict, isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import {
  acceptedTeams,
  checkRosterCsv,
  importedCounts,
  type CsvTeam,
  type RosterCsvCheck,
  type RosterFileRow,
} from '@citygames/service-kit/organizer/roster/roster-csv';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
import { TeamMemberModel } from '../teams/team-member.model.js';
import { insertTeam } from '../teams/team.repository.js';
import { TeamModel } from '../teams/team.model.js';
import { organizerAuthor } from './roster-changes.js';

/** The refusals only fanhua's roster file has: its own team rules are stricter than the console's. */
const TEXTS = {
  nameTooLong: `繁华废土的队名不能超过 ${TEAM_NAME_MAX} 个字`,
  teamTooLarge: `繁华废土每支队伍最多 ${TEAM_SIZE_CAP} 人`,
  gameAdmin: (phone: string) => `手机号 ${phone} 是繁华废土的游戏管理员账号，不能加入队伍`,
  takenMeanwhile: '导入时有玩家刚加入了别的队伍，或队名刚被使用，没有导入任何内容；请重新选择文件检查',
} as const;

/**
 * Checks a roster file against fanhua (registered players that are not game administrators, in no team yet; its
 * team name length and team size) and, when `write`, creates every team with its leader and members, or none:
 * one roster change (the version the organiser saw) with its audit entry. The file `GET /roster.csv` writes comes
 * back as the same teams; the members' order is their order in the file.
 */
export async function importFanhuaRosterCsv(actor: RosterActor, rows: readonly RosterFileRow[], write: boolean): Promise<RosterCsvCheck> {
  const [registered, memberships, existingTeams] = await Promise.all([
    listRegisteredPlayers('fanhua'),
    TeamMemberModel.find({}, { playerId: 1 }).lean(),
    TeamModel.find({}, { name: 1 }).lean(),
  ]);
  const byPhone = new Map(registered.map((player) => [player.phone, player]));
  const inTeam = new Set(memberships.map((membership) => membership.playerId));
  const lineReasons = (team: CsvTeam): string[] => [
    ...(team.name.length > TEAM_NAME_MAX && team.name.length <= TEAM_NAME_MAX_LENGTH ? [TEXTS.nameTooLong] : []),
    ...(1 + team.memberPhones.length > TEAM_SIZE_CAP ? [TEXTS.teamTooLarge] : []),
    ...[team.leaderPhone, ...team.memberPhones].filter((phone) => byPhone.get(phone)?.role === 'admin').map(TEXTS.gameAdmin),
  ];
  const check = checkRosterCsv(rows, {
    game: 'fanhua',
    nameOf: (phone) => byPhone.get(phone)?.name,
    isInTeam: (phone) => inTeam.has(byPhone.get(phone)?.id ?? ''),
    takenTeamNames: new Set(existingTeams.map((team) => team.name)),
    lineReasons,
  });
  if (!write) return check;
  const teams = acceptedTeams(check);
  const account = (phone: string) => byPhone.get(phone)!;
  try {
    await runRosterChange('fanhua', actor, async (session) => {
      for (const team of teams) {
        const leader = account(team.leader.phone);
        const created = await insertTeam({ name: team.name, description: '' }, organizerAuthor(actor), leader, session, actor.now);
        const players = [leader, ...team.members.map((member) => account(member.phone))];
        // Inserted in the file's order: the roster lists members by when they joined, then by id.
        await TeamMemberModel.create(
          players.map((player) => ({ teamId: created._id, playerId: player.id, joinedAt: actor.now })),
          { session, ordered: true },
        );
        await TeamModel.updateOne({ _id: created._id }, { $set: { memberCount: players.length } }, { session });
      }
      const summary = ROSTER_TEXTS.importedRoster(
        teams.map((team) => team.name),
        check.players,
      );
      await recordOrganizerAction(actor.organizer, { scope: 'fanhua', action: 'roster.import', summary }, actor.now, session);
      return importedCounts(check);
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(TEXTS.takenMeanwhile, 'ROSTER_CHANGED');
    throw error;
  }
  return check;
}
