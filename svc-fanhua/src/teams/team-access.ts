import type { ClientSession, PipelineStage, Types } from 'mongoose';
import { HttpError } from '@citygames/service-kit/http/errors';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { PlayerModel, type PlayerRecord } from '../players/player.model.js';
import { TeamMemberModel, type TeamMemberRecord } from './team-member.model.js';
import { TeamModel, type RosterEntry, type TeamRecord } from './team.model.js';
import { texts } from '../texts.js';

export interface TeamOfPlayer {
  team: TeamRecord;
  isLeader: boolean;
}

/**
 * The player's team, or null when the player is in none. One indexed read of the team by its roster:
 * every team, asset and trade call starts here. A player on no roster costs one more read, of the
 * memberships; a membership whose team has no roster yet (stored before rosters were kept) gets it rebuilt.
 */
export async function findTeamOf(playerId: string, session?: ClientSession): Promise<TeamOfPlayer | null> {
  const team = await TeamModel.findOne({ 'members.playerId': playerId })
    .session(session ?? null)
    .lean<TeamRecord>();
  if (team) return { team, isLeader: team.leaderId === playerId };
  const membership = await TeamMemberModel.findOne({ playerId })
    .session(session ?? null)
    .lean<TeamMemberRecord>();
  if (!membership) return null;
  const rebuilt = await rebuildRoster(membership.teamId, session);
  return rebuilt ? { team: rebuilt, isLeader: rebuilt.leaderId === playerId } : null;
}

/** The team's memberships in joining order with the players' stored names, as a roster. */
async function rosterFromMemberships(teamId: Types.ObjectId, session: ClientSession): Promise<RosterEntry[]> {
  const members = await TeamMemberModel.find({ teamId }).sort({ joinedAt: 1, _id: 1 }).session(session).lean<TeamMemberRecord[]>();
  const players = await PlayerModel.find({ _id: { $in: members.map((member) => member.playerId) } })
    .session(session)
    .lean<Pick<PlayerRecord, '_id' | 'name'>[]>();
  const nameOf = new Map(players.map((player) => [player._id, player.name]));
  return members.map((member) => ({ playerId: member.playerId, name: nameOf.get(member.playerId) ?? texts.team.unknownPlayer, joinedAt: member.joinedAt }));
}

/** The team's roster as read in a transaction: its own, or for a team stored before rosters were kept, one built from its memberships. */
export async function rosterInTransaction(team: TeamRecord, session: ClientSession): Promise<RosterEntry[]> {
  return team.members ?? rosterFromMemberships(team._id, session);
}

/**
 * Writes the team's roster again from its memberships, in one transaction (or the caller's): on MongoDB
 * a membership change committing meanwhile writes the same team document, so one of the two retries.
 */
export async function rebuildRoster(teamId: Types.ObjectId, session?: ClientSession): Promise<TeamRecord | null> {
  const rebuild = async (active: ClientSession) =>
    TeamModel.findOneAndUpdate(
      { _id: teamId },
      { $set: { members: await rosterFromMemberships(teamId, active) } },
      { session: active, returnDocument: 'after' },
    ).lean<TeamRecord>();
  return session ? rebuild(session) : runTransaction(rebuild);
}

/** The player's team; 404 NO_TEAM when there is none. */
export async function requireTeamOf(playerId: string, session?: ClientSession): Promise<TeamOfPlayer> {
  const found = await findTeamOf(playerId, session);
  if (!found) throw new HttpError(404, 'NO_TEAM', texts.team.noTeam);
  return found;
}

/**
 * As requireTeamOf, with what `joins` add to the team document (a $lookup of the team's own state on
 * its `_id`) read in the same aggregation, so a hot read is one round trip. A player found only
 * through the memberships (findTeamOf) costs the joins one more read.
 */
export async function requireTeamJoining<Joined extends object>(
  playerId: string,
  joins: readonly PipelineStage.Lookup[],
): Promise<TeamOfPlayer & { joined: Joined }> {
  const [onRoster] = await TeamModel.aggregate<TeamRecord & Joined>([{ $match: { 'members.playerId': playerId } }, { $limit: 1 }, ...joins]);
  if (onRoster) return { team: onRoster, isLeader: onRoster.leaderId === playerId, joined: onRoster };
  const found = await requireTeamOf(playerId);
  const [joined] = await TeamModel.aggregate<TeamRecord & Joined>([{ $match: { _id: found.team._id } }, ...joins]);
  if (!joined) throw new HttpError(404, 'NO_TEAM', texts.team.noTeam);
  return { ...found, joined };
}

/** The player's team when the player leads it; 404 NO_TEAM or 403 NOT_LEADER otherwise. */
export async function requireLeader(playerId: string, message: string = texts.team.notLeader, session?: ClientSession): Promise<TeamOfPlayer> {
  const found = await requireTeamOf(playerId, session);
  if (!found.isLeader) throw new HttpError(403, 'NOT_LEADER', message);
  return found;
}
