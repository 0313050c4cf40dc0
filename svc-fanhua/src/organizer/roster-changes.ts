// The organiser's changes of fanhua's memberships. Each runs in runRosterChange (claims the roster
// version the organiser saw: a stale view gets 409 ROSTER_STALE) and changes the membership
// documents (unique per player: one team each) and the team documents (guarded member counter,
// roster copy, leader) in that one transaction, so on MongoDB a player's own join or exit running
// meanwhile writes the same documents and conflicts instead of both winning.

import type { ClientSession } from 'mongoose';
import type { CreateTeamInput } from '@citygames/contracts/organizer/roster.schema';
import { TEAM_SIZE_CAP } from '@citygames/contracts/fanhua/teams.rules';
import { TeamName } from '@citygames/contracts/fanhua/teams.schema';
import { conflict, HttpError, isDuplicateKeyError, notFound } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { findRegisteredPlayer, type RegisteredPlayer } from '@citygames/service-kit/auth/platform-records';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { parseInput } from '@citygames/service-kit/http/validation';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
import { TeamMemberModel, type TeamMemberRecord } from '../teams/team-member.model.js';
import { insertTeam, teamIdOf } from '../teams/team.repository.js';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { texts } from '../texts.js';

export const changedMeanwhile = () => conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');

export function audit(actor: RosterActor, action: string, summary: string, session: ClientSession, team: string, player?: string) {
  return recordOrganizerAction(actor.organizer, { scope: 'fanhua', action, summary, team, player: player ?? null }, actor.now, session);
}

/** Who an organiser's change is by, as fanhua's rows name their author (a trade's `finishedBy`, a team's `createdBy`). */
export const organizerAuthor = (actor: RosterActor) => `organizer:${actor.organizer.id}`;

export async function teamOrThrow(teamId: string, session?: ClientSession): Promise<TeamRecord> {
  const id = teamIdOf(teamId);
  const team = id && (await TeamModel.findById(id, null, session ? { session } : {}).lean<TeamRecord>());
  if (!team) throw notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
  return team;
}

/** The console's team names may be longer than fanhua's own rule allows (its screens are sized for it): 400 when they are. */
export const fanhuaTeamName = (name: string): string => parseInput(TeamName, name);

async function registeredPlayer(phone: string): Promise<RegisteredPlayer> {
  const player = await findRegisteredPlayer('fanhua', phone);
  if (!player || player.role === 'admin') throw new HttpError(422, 'NOT_REGISTERED', ROSTER_TEXTS.notRegistered('fanhua', phone));
  return player;
}

async function teamNameOf(membership: TeamMemberRecord): Promise<string> {
  return (await TeamModel.findById(membership.teamId, { name: 1 }).lean<TeamRecord>())?.name ?? '?';
}

async function alreadyInTeam(player: RegisteredPlayer): Promise<HttpError> {
  const membership = await TeamMemberModel.findOne({ playerId: player.id }).lean<TeamMemberRecord>();
  return conflict(ROSTER_TEXTS.alreadyInTeam(player.phone, membership ? await teamNameOf(membership) : '?'), 'ALREADY_IN_TEAM');
}

/** Adds the player to the team document (size cap as a guarded counter; an empty team gets them as leader). */
async function joinTeamDocument(teamId: string, player: RegisteredPlayer, now: Date, session: ClientSession): Promise<TeamRecord> {
  const team = await teamOrThrow(teamId, session);
  const joined = await TeamModel.findOneAndUpdate(
    { _id: team._id, memberCount: { $lt: TEAM_SIZE_CAP } },
    { $inc: { memberCount: 1 }, $set: { leaderId: team.leaderId ?? player.id } },
    { session, returnDocument: 'after' },
  ).lean<TeamRecord>();
  if (!joined) throw new HttpError(409, 'TEAM_FULL', texts.team.full(TEAM_SIZE_CAP));
  return joined;
}

/** Takes a member who is not the leader off the team document. */
async function leaveTeamDocument(membership: TeamMemberRecord, session: ClientSession): Promise<TeamRecord> {
  const team = await TeamModel.findById(membership.teamId).session(session).lean<TeamRecord>();
  if (!team) throw changedMeanwhile();
  const left = await TeamModel.findOneAndUpdate(
    { _id: team._id, memberCount: { $gte: 1 }, leaderId: { $ne: membership.playerId } },
    { $inc: { memberCount: -1 } },
    { session, returnDocument: 'after' },
  ).lean<TeamRecord>();
  if (!left) throw conflict(ROSTER_TEXTS.leaderMustStay, 'LEADER_MUST_STAY');
  return team;
}

/** The phone's membership; the leader is neither moved nor removed (the console changes the leader first). */
async function memberOrThrow(phone: string): Promise<{ player: RegisteredPlayer; membership: TeamMemberRecord }> {
  const player = await registeredPlayer(phone);
  const membership = await TeamMemberModel.findOne({ playerId: player.id }).lean<TeamMemberRecord>();
  if (!membership) throw notFound(ROSTER_TEXTS.playerNotInTeam(phone), 'NOT_IN_TEAM');
  const team = await TeamModel.findById(membership.teamId, { leaderId: 1 }).lean<TeamRecord>();
  if (team?.leaderId === player.id) throw conflict(ROSTER_TEXTS.leaderMustStay, 'LEADER_MUST_STAY');
  return { player, membership };
}

/** A team the organiser creates, led by a registered player in no team (no creation cap: that is the players' rule). */
export async function createTeam(actor: RosterActor, input: CreateTeamInput): Promise<string> {
  fanhuaTeamName(input.name);
  const leader = await registeredPlayer(input.leaderPhone);
  if (await TeamMemberModel.exists({ playerId: leader.id })) throw await alreadyInTeam(leader);
  try {
    const created = await runRosterChange('fanhua', actor, async (session) => {
      const team = await insertTeam({ name: input.name, description: '' }, organizerAuthor(actor), leader, session, actor.now);
      await TeamMemberModel.create([{ teamId: team._id, playerId: leader.id, joinedAt: actor.now }], { session });
      await audit(actor, 'roster.create-team', ROSTER_TEXTS.createdTeam(input.name, leader.name), session, input.name, leader.name);
      return String(team._id);
    });
    return created.result;
  } catch (error) {
    if (isDuplicateKeyError(error)) throw await alreadyInTeam(leader);
    throw error;
  }
}

export async function addMember(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const player = await registeredPlayer(phone);
  await teamOrThrow(teamId);
  if (await TeamMemberModel.exists({ playerId: player.id })) throw await alreadyInTeam(player);
  try {
    await runRosterChange('fanhua', actor, async (session) => {
      const team = await joinTeamDocument(teamId, player, actor.now, session);
      await TeamMemberModel.create([{ teamId: team._id, playerId: player.id, joinedAt: actor.now }], { session });
      await audit(actor, 'roster.add', ROSTER_TEXTS.addedMember(player.name, team.name), session, team.name, player.name);
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw await alreadyInTeam(player);
    throw error;
  }
}

export async function moveMember(actor: RosterActor, phone: string, toTeamId: string): Promise<void> {
  const { player, membership } = await memberOrThrow(phone);
  const target = await teamOrThrow(toTeamId);
  if (membership.teamId.equals(target._id)) throw conflict(ROSTER_TEXTS.sameTeam, 'SAME_TEAM');
  await runRosterChange('fanhua', actor, async (session) => {
    const source = await leaveTeamDocument(membership, session);
    const joined = await joinTeamDocument(toTeamId, player, actor.now, session);
    const moved = await TeamMemberModel.updateOne(
      { _id: membership._id, teamId: membership.teamId },
      { $set: { teamId: joined._id, joinedAt: actor.now } },
      { session },
    );
    if (moved.matchedCount !== 1) throw changedMeanwhile();
    await audit(actor, 'roster.move', ROSTER_TEXTS.movedMember(player.name, source.name, joined.name), session, joined.name, player.name);
  });
}

/** The member leaves the team as if they exited it themselves: the team keeps its assets, the player's earnings stay. */
export async function removeMember(actor: RosterActor, phone: string): Promise<void> {
  const { player, membership } = await memberOrThrow(phone);
  await runRosterChange('fanhua', actor, async (session) => {
    const team = await leaveTeamDocument(membership, session);
    const removed = await TeamMemberModel.deleteOne({ _id: membership._id, teamId: membership.teamId }, { session });
    if (removed.deletedCount !== 1) throw changedMeanwhile();
    await audit(actor, 'roster.remove', ROSTER_TEXTS.removedMember(player.name, team.name), session, team.name, player.name);
  });
}

export async function changeLeader(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  const player = await registeredPlayer(phone);
  const membership = await TeamMemberModel.findOne({ playerId: player.id }).lean<TeamMemberRecord>();
  if (!membership?.teamId.equals(team._id)) throw conflict(ROSTER_TEXTS.notMemberOfTeam, 'NOT_MEMBER_OF_TEAM');
  if (team.leaderId === player.id) throw conflict(ROSTER_TEXTS.alreadyLeader, 'ALREADY_LEADER');
  await runRosterChange('fanhua', actor, async (session) => {
    const stillMember = await TeamMemberModel.exists({ _id: membership._id, teamId: team._id }).session(session);
    const handed = stillMember && (await TeamModel.updateOne({ _id: team._id, leaderId: team.leaderId }, { $set: { leaderId: player.id } }, { session }));
    if (!handed || handed.matchedCount !== 1) throw changedMeanwhile();
    await audit(actor, 'roster.leader', ROSTER_TEXTS.changedLeader(team.name, player.name), session, team.name, player.name);
  });
}
