// The organiser's roster changes. Each runs in runRosterChange: it claims the roster version the
// organiser saw, so a change from a stale view is refused (409 ROSTER_STALE). Invariants (leader is a member of the team, a phone in at most one
// team, one leader per team) rest on the unique indexes of memberships; each change is one guarded
// write or a transaction whose writes touch the documents a rival change would also write, so two
// organisers acting at once on real MongoDB conflict instead of both winning.

import type { ClientSession, Types } from 'mongoose';
import type { CreateTeamInput } from '@citygames/contracts/organizer/roster.schema';
import { conflict, HttpError, isDuplicateKeyError, notFound } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { findRegisteredPlayer, type RegisteredPlayer } from '@citygames/service-kit/auth/platform-records';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
import { findEventContent } from '../content/event-content.js';
import { createTeamWithMembers } from '../teams/create-team.js';
import { Membership } from '../teams/membership.model.js';
import { Team, TEAM_NAME_KEY_INDEX } from '../teams/team.model.js';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { PILOTSH_ROSTER_TEXTS } from './roster-texts.js';

async function registeredPlayer(phone: string): Promise<RegisteredPlayer> {
  const player = await findRegisteredPlayer('pilotsh', phone);
  if (!player) throw new HttpError(422, 'NOT_REGISTERED', ROSTER_TEXTS.notRegistered('pilotsh', phone));
  return player;
}

async function teamOrThrow(teamId: string) {
  const team = await Team.findById(teamId).lean();
  if (!team) throw notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
  return team;
}

async function describeTakenPhone(phone: string): Promise<HttpError> {
  const membership = await Membership.findOne({ phone }).lean();
  const team = membership ? await Team.findById(membership.teamId).lean() : null;
  return conflict(ROSTER_TEXTS.alreadyInTeam(phone, team?.name ?? '?'), 'ALREADY_IN_TEAM');
}

export function audit(actor: RosterActor, action: string, summary: string, session: ClientSession, team: string, player?: string) {
  return recordOrganizerAction(actor.organizer, { scope: 'pilotsh', action, summary, team, player: player ?? null }, actor.now, session);
}

export async function createTeam(actor: RosterActor, input: CreateTeamInput): Promise<string> {
  const content = await findEventContent();
  if (!content) throw new HttpError(409, 'NO_CONTENT', PILOTSH_ROSTER_TEXTS.noContent);
  const leader = await registeredPlayer(input.leaderPhone);
  const lookAlike = await Team.findOne({ nameKey: nameKey(input.name) }, { name: 1 }).lean();
  if (lookAlike) throw conflict(ROSTER_TEXTS.teamNameTaken(input.name, lookAlike.name), 'TEAM_NAME_TAKEN');
  if (await Membership.exists({ phone: leader.phone })) throw await describeTakenPhone(leader.phone);
  try {
    const created = await runRosterChange('pilotsh', actor, async (session) => {
      const teamId = await createTeamWithMembers(
        { name: input.name, description: '由组织者在控制台创建', leader: { phone: leader.phone, name: leader.name }, members: [], props: [] },
        content.pack.startAreaSeq,
        actor.now,
        session,
      );
      await audit(actor, 'roster.create-team', ROSTER_TEXTS.createdTeam(input.name, leader.name), session, input.name, leader.name);
      return teamId;
    });
    return created.result;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    if (String((error as { message?: unknown }).message).includes(TEAM_NAME_KEY_INDEX))
      throw conflict(ROSTER_TEXTS.teamNameTaken(input.name), 'TEAM_NAME_TAKEN');
    throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
  }
}

export async function addMember(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  const player = await registeredPlayer(phone);
  try {
    await runRosterChange('pilotsh', actor, async (session) => {
      await Membership.create([{ teamId: team._id, phone: player.phone, name: player.name, role: 'member' as const }], { session });
      await audit(actor, 'roster.add', ROSTER_TEXTS.addedMember(player.name, team.name), session, team.name, player.name);
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    throw await describeTakenPhone(player.phone);
  }
}

async function membershipOrThrow(phone: string) {
  const membership = await Membership.findOne({ phone }).lean();
  if (!membership) throw notFound(ROSTER_TEXTS.playerNotInTeam(phone), 'NOT_IN_TEAM');
  if (membership.role === 'leader') throw conflict(ROSTER_TEXTS.leaderMustStay, 'LEADER_MUST_STAY');
  return membership;
}

export async function moveMember(actor: RosterActor, phone: string, toTeamId: string): Promise<void> {
  const membership = await membershipOrThrow(phone);
  const [from, to] = await Promise.all([Team.findById(membership.teamId).lean(), teamOrThrow(toTeamId)]);
  if (membership.teamId.equals(to._id)) throw conflict(ROSTER_TEXTS.sameTeam, 'SAME_TEAM');
  await runRosterChange('pilotsh', actor, async (session) => {
    const moved = await Membership.updateOne({ _id: membership._id, teamId: membership.teamId, role: 'member' }, { $set: { teamId: to._id } }, { session });
    if (moved.matchedCount !== 1) throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    await audit(actor, 'roster.move', ROSTER_TEXTS.movedMember(membership.name, from?.name ?? '?', to.name), session, to.name, membership.name);
  });
}

export async function removeMember(actor: RosterActor, phone: string): Promise<void> {
  const membership = await membershipOrThrow(phone);
  const team = await Team.findById(membership.teamId).lean();
  await runRosterChange('pilotsh', actor, async (session) => {
    const removed = await Membership.deleteOne({ _id: membership._id, teamId: membership.teamId, role: 'member' }, { session });
    if (removed.deletedCount !== 1) throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    await audit(actor, 'roster.remove', ROSTER_TEXTS.removedMember(membership.name, team?.name ?? '?'), session, team?.name ?? '?', membership.name);
  });
}

export async function changeLeader(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const team = await teamOrThrow(teamId);
  const candidate = await Membership.findOne({ phone }).lean();
  if (!candidate || !candidate.teamId.equals(team._id)) throw conflict(ROSTER_TEXTS.notMemberOfTeam, 'NOT_MEMBER_OF_TEAM');
  if (candidate.role === 'leader') throw conflict(ROSTER_TEXTS.alreadyLeader, 'ALREADY_LEADER');
  await runRosterChange('pilotsh', actor, async (session) => {
    // Demote first: the partial unique index allows one leader per team at any moment.
    await Membership.updateOne({ teamId: team._id as Types.ObjectId, role: 'leader' }, { $set: { role: 'member' } }, { session });
    const promoted = await Membership.updateOne({ _id: candidate._id, teamId: team._id, role: 'member' }, { $set: { role: 'leader' } }, { session });
    if (promoted.matchedCount !== 1) throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    await audit(actor, 'roster.leader', ROSTER_TEXTS.changedLeader(team.name, candidate.name), session, team.name, candidate.name);
  });
}
