// The organiser's roster changes of polish120 (teams + memberships, never the content pack, so no
// change here touches the content version). Each runs in runRosterChange: it claims the roster
// version the organiser saw, so a change from a stale view, or two changes at once, cannot both
// win (409 ROSTER_STALE); the checks read before the claim are about the same version. A phone in
// one team, one leader per team and look-alike team names rest on the unique indexes besides.

import { randomBytes } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import type { CreateTeamInput } from '@citygames/contracts/organizer/roster.schema';
import { conflict, HttpError, isDuplicateKeyError, notFound } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { findRegisteredPlayer, listRegisteredPlayers, type RegisteredPlayer } from '@citygames/service-kit/auth/platform-records';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { acceptedTeams, checkRosterCsv, importedCounts, type RosterCsvCheck, type RosterFileRow } from '@citygames/service-kit/organizer/roster/roster-csv';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-operations';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
import { MembershipModel } from '../teams/membership.model.js';
import { ROSTER_TEAM_LIMIT, TEAM_SIZE_LIMIT, type RosterTeamEntry } from '../teams/roster-team.schema.js';
import { TEAM_NAME_KEY_INDEX, TeamModel } from '../teams/team.model.js';
import { createRosterTeams, findRosterTeam, listRosterTeams, type RosterTeam } from '../teams/team.repository.js';

/** The roster texts only polish120 has; those both roster games share are in service-kit's roster-texts. */
const TEXTS = {
  lastMember: '队伍至少要有一名队员',
  teamFull: `每支队伍最多 ${TEAM_SIZE_LIMIT} 人`,
  tooManyTeams: (existing: number) => `百廿寻迹最多 ${ROSTER_TEAM_LIMIT} 支队伍，已有 ${existing} 支：从这一行起的队伍放不下`,
} as const;

/** Runs one roster change with its audit entry in the same transaction (runRosterChange); answers what `work` answered. */
export async function writeRosterChange<T>(
  actor: RosterActor,
  entry: { action: string; summary: string; team: string; player?: string },
  work: (session: ClientSession) => Promise<T>,
): Promise<T> {
  const change = await runRosterChange('polish120', actor, async (session) => {
    const result = await work(session);
    await recordOrganizerAction(
      actor.organizer,
      { scope: 'polish120', action: entry.action, summary: entry.summary, team: entry.team, player: entry.player ?? null },
      actor.now,
      session,
    );
    return result;
  });
  return change.result;
}

async function registered(phone: string): Promise<RegisteredPlayer> {
  const player = await findRegisteredPlayer('polish120', phone);
  if (!player) throw new HttpError(422, 'NOT_REGISTERED', ROSTER_TEXTS.notRegistered('polish120', phone));
  return player;
}

export async function requireRosterTeam(teamId: string): Promise<RosterTeam> {
  const team = await findRosterTeam(teamId);
  if (!team) throw notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
  return team;
}

async function refuseTakenPhone(phone: string): Promise<void> {
  const membership = await MembershipModel.findOne({ phone }).lean();
  if (!membership) return;
  const team = await TeamModel.findById(membership.teamId, { name: 1 }).lean();
  throw conflict(ROSTER_TEXTS.alreadyInTeam(phone, team?.name ?? '?'), 'ALREADY_IN_TEAM');
}

function newTeamId(): string {
  return `T${randomBytes(5).toString('hex')}`;
}

/** A clash with a unique index during a change: a look-alike name, or a phone another change put on a team meanwhile. */
function clashOf(error: unknown, name: string): unknown {
  if (!isDuplicateKeyError(error)) return error;
  if (String((error as { message?: unknown }).message).includes(TEAM_NAME_KEY_INDEX)) return conflict(ROSTER_TEXTS.teamNameTaken(name), 'TEAM_NAME_TAKEN');
  return conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
}

export async function createPolish120Team(actor: RosterActor, input: CreateTeamInput): Promise<string> {
  const leader = await registered(input.leaderPhone);
  const lookAlike = await TeamModel.findOne({ nameKey: nameKey(input.name) }, { name: 1 }).lean();
  if (lookAlike) throw conflict(ROSTER_TEXTS.teamNameTaken(input.name, lookAlike.name), 'TEAM_NAME_TAKEN');
  await refuseTakenPhone(leader.phone);
  if ((await TeamModel.countDocuments({})) >= ROSTER_TEAM_LIMIT) throw conflict(TEXTS.tooManyTeams(ROSTER_TEAM_LIMIT), 'TOO_MANY_TEAMS');
  const id = newTeamId();
  const team: RosterTeamEntry = { id, name: input.name, leader: { phone: leader.phone, name: leader.name }, members: [] };
  try {
    await writeRosterChange(
      actor,
      { action: 'roster.create-team', summary: ROSTER_TEXTS.createdTeam(input.name, leader.name), team: input.name, player: leader.name },
      async (session) => {
        await createRosterTeams([team], actor.now, session);
        return id;
      },
    );
  } catch (error) {
    throw clashOf(error, input.name);
  }
  return id;
}

export async function addPolish120Member(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const team = await requireRosterTeam(teamId);
  const player = await registered(phone);
  await refuseTakenPhone(phone);
  if (team.members.length >= TEAM_SIZE_LIMIT) throw conflict(TEXTS.teamFull, 'TEAM_FULL');
  try {
    await writeRosterChange(
      actor,
      { action: 'roster.add', summary: ROSTER_TEXTS.addedMember(player.name, team.name), team: team.name, player: player.name },
      async (session) => {
        await MembershipModel.create([{ teamId, phone, name: player.name, role: 'member' as const }], { session });
      },
    );
  } catch (error) {
    throw clashOf(error, team.name);
  }
}

/** A member the organiser may move or remove: not the leader, not the last one. */
async function movableMember(phone: string) {
  const membership = await MembershipModel.findOne({ phone }).lean();
  if (!membership) throw notFound(ROSTER_TEXTS.playerNotInTeam(phone), 'NOT_IN_TEAM');
  if (membership.role === 'leader') throw conflict(ROSTER_TEXTS.leaderMustStay, 'LEADER_MUST_STAY');
  const from = await requireRosterTeam(membership.teamId);
  if (from.members.length === 1) throw conflict(TEXTS.lastMember, 'LAST_MEMBER');
  return { membership, from };
}

export async function movePolish120Member(actor: RosterActor, phone: string, toTeamId: string): Promise<void> {
  const { membership, from } = await movableMember(phone);
  const to = await requireRosterTeam(toTeamId);
  if (to.id === from.id) throw conflict(ROSTER_TEXTS.sameTeam, 'SAME_TEAM');
  if (to.members.length >= TEAM_SIZE_LIMIT) throw conflict(TEXTS.teamFull, 'TEAM_FULL');
  await writeRosterChange(
    actor,
    { action: 'roster.move', summary: ROSTER_TEXTS.movedMember(membership.name, from.name, to.name), team: to.name, player: membership.name },
    async (session) => {
      const moved = await MembershipModel.updateOne({ phone, teamId: from.id, role: 'member' }, { $set: { teamId: to.id } }, { session });
      if (moved.matchedCount !== 1) throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    },
  );
}

export async function removePolish120Member(actor: RosterActor, phone: string): Promise<void> {
  const { membership, from } = await movableMember(phone);
  await writeRosterChange(
    actor,
    { action: 'roster.remove', summary: ROSTER_TEXTS.removedMember(membership.name, from.name), team: from.name, player: membership.name },
    async (session) => {
      const removed = await MembershipModel.deleteOne({ phone, teamId: from.id, role: 'member' }, { session });
      if (removed.deletedCount !== 1) throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    },
  );
}

export async function changePolish120Leader(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const team = await requireRosterTeam(teamId);
  const candidate = team.members.find((member) => member.phone === phone);
  if (!candidate) throw conflict(ROSTER_TEXTS.notMemberOfTeam, 'NOT_MEMBER_OF_TEAM');
  if (candidate.leader) throw conflict(ROSTER_TEXTS.alreadyLeader, 'ALREADY_LEADER');
  await writeRosterChange(
    actor,
    { action: 'roster.leader', summary: ROSTER_TEXTS.changedLeader(team.name, candidate.name), team: team.name, player: candidate.name },
    async (session) => {
      // Demote first: the partial unique index allows one leader per team at any moment.
      await MembershipModel.updateOne({ teamId, role: 'leader' }, { $set: { role: 'member' } }, { session });
      const promoted = await MembershipModel.updateOne({ phone, teamId, role: 'member' }, { $set: { role: 'leader' } }, { session });
      if (promoted.matchedCount !== 1) throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    },
  );
}

/** Checks every row of a roster file; when `write`, adds every team or none: every bad row is listed with its reason. */
export async function importPolish120RosterCsv(actor: RosterActor, rows: readonly RosterFileRow[], write: boolean): Promise<RosterCsvCheck> {
  const [teams, registeredPlayers] = await Promise.all([listRosterTeams(), listRegisteredPlayers('polish120')]);
  const players = new Map(registeredPlayers.map((player) => [player.phone, player.name]));
  const inTeam = new Set(teams.flatMap((team) => team.members.map((member) => member.phone)));
  const check = checkRosterCsv(rows, {
    game: 'polish120',
    nameOf: (phone) => players.get(phone),
    isInTeam: (phone) => inTeam.has(phone),
    takenTeamNames: new Set(teams.map((team) => team.name)),
    lineReasons: (line) => (line.memberPhones.length + 1 > TEAM_SIZE_LIMIT ? [TEXTS.teamFull] : []),
  });
  const room = ROSTER_TEAM_LIMIT - teams.length;
  const firstOver = check.teams[Math.max(room, 0)];
  if (firstOver) {
    check.problems.push({ line: firstOver.line, reason: TEXTS.tooManyTeams(teams.length) });
    check.problems.sort((a, b) => a.line - b.line);
  }
  if (!write) return check;
  const added: RosterTeamEntry[] = acceptedTeams(check).map((team) => ({ id: newTeamId(), name: team.name, leader: team.leader, members: team.members }));
  try {
    await writeRosterChange(
      actor,
      {
        action: 'roster.import',
        summary: ROSTER_TEXTS.importedRoster(
          added.map((team) => team.name),
          check.players,
        ),
        team: '',
      },
      async (session) => {
        await createRosterTeams(added, actor.now, session);
        return importedCounts(check);
      },
    );
  } catch (error) {
    throw clashOf(error, added.map((team) => team.name).join('、'));
  }
  return check;
}
