import type { ClientSession, Types } from 'mongoose';
import { HttpError, isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { membersWhoEarned, type Earning } from '../domain/player-earnings.js';
import { PlayerModel, type PlayerRecord } from '../players/player.model.js';
import { TeamMemberModel, type TeamMemberRecord } from '../teams/team-member.model.js';
import { PlayerEarningModel, PLAYER_EARNING_INDEX, type PlayerEarningRecord } from './player-earning.model.js';
import { texts } from '../texts.js';

/** Builds the refusal naming the members who already earned it elsewhere (an empty list when a parallel request just took it). */
export type EarnedElsewhere = (names: string[]) => HttpError;

/**
 * Inside the caller's transaction: records the earning for every member the team has now, or
 * refuses (the caller's transaction then aborts and nothing moves) when any of them already earned
 * it in another team. A team with nobody in it earns nothing. The unique (playerId, earning) index
 * decides between parallel requests: on MongoDB the second insert conflicts, and its retry reads the
 * record and refuses with the names.
 */
export async function recordMemberEarnings(teamId: Types.ObjectId, earning: Earning, at: Date, session: ClientSession, refuse: EarnedElsewhere): Promise<void> {
  const members = await membersOf(teamId, session);
  if (members.length === 0) throw new HttpError(409, 'TEAM_CHANGED', texts.team.changed);
  const earned = await earnedAmong(members, earning, session);
  if (earned.length > 0) throw refuse(await namesOf(earned, session));
  try {
    await PlayerEarningModel.insertMany(
      members.map((member) => ({ playerId: member.playerId, earning, teamId, at })),
      { session },
    );
  } catch (error) {
    if (isDuplicateKeyError(error) && String((error as Error).message).includes(PLAYER_EARNING_INDEX)) throw refuse([]);
    throw error;
  }
}

/**
 * The names (in roster order) of the team's members who already earned it in another team: what the
 * screen shows instead of offering something recordMemberEarnings would refuse. Read outside a
 * transaction, so only a hint; the unique index still decides.
 */
export async function membersWhoEarnedElsewhere(teamId: Types.ObjectId, earning: Earning): Promise<string[]> {
  const members = await membersOf(teamId, null);
  const earned = await earnedAmong(members, earning, null, teamId);
  return earned.length > 0 ? namesOf(earned, null) : [];
}

const membersOf = (teamId: Types.ObjectId, session: ClientSession | null) =>
  TeamMemberModel.find({ teamId }).sort({ joinedAt: 1, _id: 1 }).session(session).lean<TeamMemberRecord[]>();

async function earnedAmong(
  members: readonly TeamMemberRecord[],
  earning: Earning,
  session: ClientSession | null,
  exceptTeam?: Types.ObjectId,
): Promise<TeamMemberRecord[]> {
  const records = await PlayerEarningModel.find({
    playerId: { $in: members.map((member) => member.playerId) },
    earning,
    ...(exceptTeam ? { teamId: { $ne: exceptTeam } } : {}),
  })
    .session(session)
    .lean<PlayerEarningRecord[]>();
  return membersWhoEarned(members, new Set(records.map((record) => record.playerId)));
}

async function namesOf(members: readonly TeamMemberRecord[], session: ClientSession | null): Promise<string[]> {
  const players = await PlayerModel.find({ _id: { $in: members.map((member) => member.playerId) } })
    .session(session)
    .lean<Pick<PlayerRecord, '_id' | 'name'>[]>();
  const nameOf = new Map(players.map((player) => [player._id, player.name]));
  return members.map((member) => nameOf.get(member.playerId) ?? texts.team.unknownPlayer);
}
