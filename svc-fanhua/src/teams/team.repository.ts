import { Types, type ClientSession, type PipelineStage } from 'mongoose';
import { HttpError, isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { runTransaction, type EffectAnswer } from '@citygames/service-kit/data/transaction';
import { TEAM_SIZE_CAP } from '@citygames/contracts/fanhua/teams.rules';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { generateInviteCode } from '../domain/team-rules.js';
import { alreadyInTeam, newLeaderRequired, playerNotInTeam } from './team-errors.js';
import { TeamMemberModel, TEAM_MEMBER_PLAYER_INDEX, type TeamMemberRecord } from './team-member.model.js';
import { TeamModel, TEAM_INVITE_CODE_INDEX, TEAM_NAME_INDEX, type TeamRecord } from './team.model.js';
import { countTeamCreation } from './team-creation-count.model.js';
import { TEAMS_CREATED_PER_PLAYER, withinTeamCreationCap } from '../domain/team-creation-limit.js';
import type { RosterChangeRecord } from '../admin/admin-roster-record.js';
import { PlayerModel, type PlayerRecord } from '../players/player.model.js';
import { texts } from '../texts.js';

export interface MemberView {
  id: string;
  name: string;
  isLeader: boolean;
  isSelf: boolean;
}

const INVITE_CODE_ATTEMPTS = 5;

function duplicateOn(error: unknown, indexName: string): boolean {
  return isDuplicateKeyError(error) && String((error as Error).message).includes(indexName);
}

export interface MemberWithPlayer extends TeamMemberRecord {
  player: Pick<PlayerRecord, 'name'>[];
}

/** A team's memberships in joining order, each with the name its token last carried (the players collection). */
const MEMBERS_IN_ORDER: PipelineStage.Lookup['$lookup']['pipeline'] = [
  { $sort: { joinedAt: 1, _id: 1 } },
  { $lookup: { from: PlayerModel.collection.collectionName, localField: 'playerId', foreignField: '_id', as: 'player' } },
];

/**
 * The stage that joins the members of the team a document's `teamId` names, as `members` (MEMBERS_IN_ORDER), so a read
 * of a player's team brings its members in the same aggregation. The membership lookup uses the (teamId) index.
 */
export const MEMBERS_JOIN: PipelineStage.Lookup = {
  $lookup: { from: TeamMemberModel.collection.collectionName, localField: 'teamId', foreignField: 'teamId', pipeline: MEMBERS_IN_ORDER, as: 'members' },
};

/** What a team's members look like to a viewer: names, the leader and the viewer marked. */
export function memberViews(team: TeamRecord, members: readonly MemberWithPlayer[], viewerId: string | null): MemberView[] {
  return members.map((member) => ({
    id: member.playerId,
    name: member.player[0]?.name ?? texts.team.unknownPlayer,
    isLeader: team.leaderId === member.playerId,
    isSelf: member.playerId === viewerId,
  }));
}

/** Members of a team for a viewer (MEMBERS_IN_ORDER); one aggregation. */
export async function listMembers(team: TeamRecord, viewerId: string | null, session: ClientSession | null = null): Promise<MemberView[]> {
  const members = await TeamMemberModel.aggregate<MemberWithPlayer>([{ $match: { teamId: team._id } }, ...(MEMBERS_IN_ORDER ?? [])]).session(session);
  return memberViews(team, members, viewerId);
}

/** A team as a member's write left it, with its members as that write's transaction saw them. */
export interface TeamWithMembers {
  team: TeamRecord;
  members: MemberView[];
}

/** A player acting on teams: the id and the name the token carries. */
export interface ActingPlayer {
  id: string;
  name: string;
}

interface NewTeam {
  name: string;
  description: string;
}

/**
 * Inserts a team with a fresh invite code, retrying on the (very unlikely) code collision.
 * A taken name is a 409. `leaderId` is the creator for players, null for admin-created teams.
 */
export async function insertTeam(input: NewTeam, createdBy: string, leader: ActingPlayer | null, session: ClientSession | null, now: Date) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [team] = await TeamModel.create(
        [
          {
            name: input.name,
            nameKey: nameKey(input.name),
            description: input.description,
            inviteCode: generateInviteCode(),
            leaderId: leader?.id ?? null,
            memberCount: leader ? 1 : 0,
            createdBy,
            createdAt: now,
          },
        ],
        { session },
      );
      return team!.toObject() as TeamRecord;
    } catch (error) {
      if (duplicateOn(error, TEAM_NAME_INDEX)) throw new HttpError(409, 'TEAM_NAME_TAKEN', texts.team.nameTaken);
      if (duplicateOn(error, TEAM_INVITE_CODE_INDEX) && attempt < INVITE_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * A player creates a team and becomes its leader; one transaction, so a failed membership leaves no
 * team and a refused creation does not count towards the account's cap.
 */
export async function createTeamAsPlayer(player: ActingPlayer, input: NewTeam, now: Date, answer?: EffectAnswer<TeamWithMembers>): Promise<TeamWithMembers> {
  if (await TeamMemberModel.exists({ playerId: player.id })) throw alreadyInTeam('create');
  try {
    return await runTransaction(
      async (session) => {
        if (!withinTeamCreationCap(await countTeamCreation(player.id, session))) {
          throw new HttpError(409, 'TEAM_CREATION_LIMIT', texts.earnings.teamCreationLimit(TEAMS_CREATED_PER_PLAYER));
        }
        const team = await insertTeam(input, player.id, player, session, now);
        await TeamMemberModel.create([{ teamId: team._id, playerId: player.id, joinedAt: now }], { session });
        return { team, members: await listMembers(team, player.id, session) };
      },
      { answer },
    );
  } catch (error) {
    if (duplicateOn(error, TEAM_MEMBER_PLAYER_INDEX)) throw alreadyInTeam('create');
    throw error;
  }
}

/** An administrator creates an empty team; the first player to join becomes its leader. */
export async function createTeamAsAdmin(adminId: string, input: NewTeam, now: Date, record: RosterChangeRecord): Promise<TeamRecord> {
  return runTransaction(async (session) => {
    const team = await insertTeam(input, `admin:${adminId}`, null, session, now);
    await record(session, { action: 'fanhua-admin.create-team', summary: texts.admin.teamCreatedNamed(team.name, team.inviteCode), team: team.name });
    return team;
  });
}

/**
 * Joins by invite code: the size cap is a guarded counter and the membership a unique document,
 * both in one transaction, so parallel joins neither overfill a team nor put a player in two.
 */
export async function joinTeam(player: ActingPlayer, inviteCode: string, now: Date, answer?: EffectAnswer<TeamWithMembers>): Promise<TeamWithMembers> {
  const playerId = player.id;
  const found = await TeamModel.findOne({ inviteCode }).lean<TeamRecord>();
  if (!found) throw new HttpError(404, 'INVITE_CODE_INVALID', texts.team.inviteCodeInvalid);
  if (await TeamMemberModel.exists({ playerId })) throw alreadyInTeam('join');
  try {
    return await runTransaction(
      async (session) => {
        const team = await TeamModel.findById(found._id).session(session).lean<TeamRecord>();
        const counted =
          team &&
          (await TeamModel.findOneAndUpdate(
            { _id: team._id, memberCount: { $lt: TEAM_SIZE_CAP } },
            { $inc: { memberCount: 1 }, $set: { leaderId: team.leaderId ?? playerId } },
            { session, returnDocument: 'after' },
          ).lean<TeamRecord>());
        if (!counted) throw new HttpError(409, 'TEAM_FULL', texts.team.full(TEAM_SIZE_CAP));
        await TeamMemberModel.create([{ teamId: counted._id, playerId, joinedAt: now }], { session });
        return { team: counted, members: await listMembers(counted, playerId, session) };
      },
      { answer },
    );
  } catch (error) {
    if (duplicateOn(error, TEAM_MEMBER_PLAYER_INDEX)) throw alreadyInTeam('join');
    throw error;
  }
}

/**
 * Leaves the team. A leader with other members names a member as the new leader (-106 otherwise);
 * a leader alone leaves the team empty (it keeps its assets and invite code).
 */
export async function exitTeam(playerId: string, newLeaderId: string | null, answer?: EffectAnswer<void>): Promise<void> {
  await runTransaction(
    async (session) => {
      const member = await TeamMemberModel.findOne({ playerId }).session(session).lean<TeamMemberRecord>();
      if (!member) throw playerNotInTeam();
      const team = await TeamModel.findById(member.teamId).session(session).lean<TeamRecord>();
      if (!team) throw playerNotInTeam();

      if (team.leaderId === playerId) {
        if (team.memberCount > 1) {
          if (!newLeaderId) throw newLeaderRequired();
          if (newLeaderId === playerId) throw new HttpError(400, 'NEW_LEADER_INVALID', texts.team.newLeaderIsSelf);
          const successor = await TeamMemberModel.exists({ playerId: newLeaderId, teamId: team._id }).session(session);
          if (!successor) throw new HttpError(400, 'NEW_LEADER_INVALID', texts.team.newLeaderNotMember);
          const handed = await TeamModel.findOneAndUpdate(
            { _id: team._id, leaderId: playerId },
            { $set: { leaderId: newLeaderId }, $inc: { memberCount: -1 } },
            { session, returnDocument: 'after' },
          );
          if (!handed) throw new HttpError(409, 'TEAM_CHANGED', texts.team.changed);
        } else {
          const emptied = await TeamModel.findOneAndUpdate(
            { _id: team._id, leaderId: playerId, memberCount: 1 },
            { $set: { leaderId: null, memberCount: 0 } },
            { session, returnDocument: 'after' },
          );
          if (!emptied) throw newLeaderRequired();
        }
      } else {
        const counted = await TeamModel.findOneAndUpdate(
          { _id: team._id, memberCount: { $gte: 1 } },
          { $inc: { memberCount: -1 } },
          { session, returnDocument: 'after' },
        );
        if (!counted) throw new HttpError(409, 'TEAM_CHANGED', texts.team.changed);
      }
      await TeamMemberModel.deleteOne({ _id: member._id }, { session });
    },
    { answer },
  );
}

export async function listTeams(): Promise<{ id: string; name: string }[]> {
  const teams = await TeamModel.find({ status: 'active' }).sort({ createdAt: 1, _id: 1 }).lean<TeamRecord[]>();
  return teams.map((team) => ({ id: String(team._id), name: team.name }));
}

export function teamIdOf(value: string): Types.ObjectId | null {
  return Types.ObjectId.isValid(value) && /^[0-9a-f]{24}$/i.test(value) ? new Types.ObjectId(value) : null;
}
