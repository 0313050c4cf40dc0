import { randomBytes } from 'node:crypto';
import type { CreateTeamInput, Roster } from '@citygames/contracts/organizer/roster.schema';
import { conflict, HttpError, notFound } from '@citygames/service-kit/http/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { findRegisteredPlayer, listRegisteredPlayers, type RegisteredPlayer } from '@citygames/service-kit/auth/platform-records';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { acceptedTeams, checkRosterCsv, type RosterCsvCheck } from '@citygames/service-kit/organizer/roster/roster-csv';
import type { RosterActor } from '@citygames/service-kit/organizer/roster/roster-routes';
import { ROSTER_TEXTS } from '@citygames/service-kit/organizer/roster/roster-texts';
import { runRosterChange } from '@citygames/service-kit/organizer/roster/roster-version';
import type { ClientSession } from 'mongoose';
import { forgetPackVersion, readPackRoster, readStoredTeams, writePackTeams, type StoredRoster } from '../content/event-pack.repository.js';
import { PACK_TEAM_LIMIT, type EventPack } from '../content/pack-schema.js';

/**
 * polish120's teams live in the current pack (players are matched to a team by phone on every call),
 * so the organiser edits the stored pack's `teams`. Each change is one compare-and-set write on the
 * pack document, guarded by the pack's import revision and roster counter, in a transaction that claims
 * the shared roster version (runRosterChange): two organisers editing at once, or an import meanwhile,
 * make the later write fail (409) instead of losing a change.
 */
export type PackTeam = EventPack['teams'][number];

/** Largest team a polish120 pack holds, leader included. */
const TEAM_SIZE_LIMIT = 20;

/** The roster texts only polish120 has; those both roster games share are in service-kit's roster-texts. */
const TEXTS = {
  noPack: '还没有导入活动包，无法编辑队伍',
  lastMember: '队伍至少要有一名队员',
  teamFull: `每支队伍最多 ${TEAM_SIZE_LIMIT} 人`,
  tooManyTeams: (existing: number) => `百廿寻迹的活动包最多 ${PACK_TEAM_LIMIT} 支队伍，已有 ${existing} 支：从这一行起的队伍放不下`,
} as const;

export async function readStored(): Promise<StoredRoster> {
  const stored = await readPackRoster();
  if (!stored) throw new HttpError(409, 'NO_CONTENT', TEXTS.noPack);
  return stored;
}

/** Writes the pack's new teams in a roster change (runRosterChange), with `alongside` (a team's progress) in the same transaction. */
export async function writeTeams(
  actor: RosterActor,
  before: StoredRoster,
  teams: PackTeam[],
  entry: { action: string; summary: string; team: string; player?: string },
  alongside?: (session: ClientSession) => Promise<void>,
): Promise<void> {
  await runRosterChange('polish120', actor.version, async (session) => {
    if (!(await writePackTeams(before, teams, session))) throw conflict(ROSTER_TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    await alongside?.(session);
    await recordOrganizerAction(
      actor.organizer,
      { scope: 'polish120', action: entry.action, summary: entry.summary, team: entry.team, player: entry.player ?? null },
      actor.now,
      session,
    );
  });
  forgetPackVersion();
}

async function registered(phone: string): Promise<RegisteredPlayer> {
  const player = await findRegisteredPlayer('polish120', phone);
  if (!player) throw new HttpError(422, 'NOT_REGISTERED', ROSTER_TEXTS.notRegistered('polish120', phone));
  return player;
}

export function teamOf(teams: PackTeam[], phone: string): PackTeam | undefined {
  return teams.find((team) => team.members.some((member) => member.phone === phone));
}

export function requireTeam(teams: PackTeam[], teamId: string): PackTeam {
  const team = teams.find((entry) => entry.id === teamId);
  if (!team) throw notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
  return team;
}

export async function readPolish120Roster(): Promise<Omit<Roster, 'version'>> {
  const [teams, players] = await Promise.all([readStoredTeams(), listRegisteredPlayers('polish120')]);
  const inTeam = new Set(teams.flatMap((team) => team.members.map((member) => member.phone)));
  return {
    teams: teams.map((team) => {
      const leader = team.members.find((member) => member.leader);
      return {
        id: team.id,
        name: team.name,
        leader: leader ? { phone: leader.phone, name: leader.name } : null,
        members: team.members.filter((member) => !member.leader).map((member) => ({ phone: member.phone, name: member.name })),
      };
    }),
    unassigned: players
      .filter((player) => player.role === 'user' && !inTeam.has(player.phone))
      .map((player) => ({ phone: player.phone, name: player.name, registeredAt: player.registeredAt.toISOString() })),
  };
}

function newTeamId(): string {
  return `T${randomBytes(5).toString('hex')}`;
}

export async function createPolish120Team(actor: RosterActor, input: CreateTeamInput): Promise<string> {
  const before = await readStored();
  const leader = await registered(input.leaderPhone);
  const lookAlike = before.teams.find((team) => nameKey(team.name) === nameKey(input.name));
  if (lookAlike) throw conflict(ROSTER_TEXTS.teamNameTaken(input.name, lookAlike.name), 'TEAM_NAME_TAKEN');
  const taken = teamOf(before.teams, leader.phone);
  if (taken) throw conflict(ROSTER_TEXTS.alreadyInTeam(leader.phone, taken.name), 'ALREADY_IN_TEAM');
  const id = newTeamId();
  const team: PackTeam = { id, name: input.name, members: [{ phone: leader.phone, name: leader.name, leader: true }] };
  await writeTeams(actor, before, [...before.teams, team], {
    action: 'roster.create-team',
    summary: ROSTER_TEXTS.createdTeam(input.name, leader.name),
    team: input.name,
    player: leader.name,
  });
  return id;
}

export async function addPolish120Member(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const before = await readStored();
  const team = requireTeam(before.teams, teamId);
  const player = await registered(phone);
  const taken = teamOf(before.teams, phone);
  if (taken) throw conflict(ROSTER_TEXTS.alreadyInTeam(phone, taken.name), 'ALREADY_IN_TEAM');
  if (team.members.length >= TEAM_SIZE_LIMIT) throw conflict(TEXTS.teamFull, 'TEAM_FULL');
  const teams = before.teams.map((entry) =>
    entry.id === teamId ? { ...entry, members: [...entry.members, { phone, name: player.name, leader: false }] } : entry,
  );
  await writeTeams(actor, before, teams, {
    action: 'roster.add',
    summary: ROSTER_TEXTS.addedMember(player.name, team.name),
    team: team.name,
    player: player.name,
  });
}

function movableMember(teams: PackTeam[], phone: string) {
  const from = teamOf(teams, phone);
  if (!from) throw notFound(ROSTER_TEXTS.playerNotInTeam(phone), 'NOT_IN_TEAM');
  const member = from.members.find((entry) => entry.phone === phone)!;
  if (member.leader) throw conflict(ROSTER_TEXTS.leaderMustStay, 'LEADER_MUST_STAY');
  if (from.members.length === 1) throw conflict(TEXTS.lastMember, 'LAST_MEMBER');
  return { from, member };
}

export async function movePolish120Member(actor: RosterActor, phone: string, toTeamId: string): Promise<void> {
  const before = await readStored();
  const { from, member } = movableMember(before.teams, phone);
  const to = requireTeam(before.teams, toTeamId);
  if (to.id === from.id) throw conflict(ROSTER_TEXTS.sameTeam, 'SAME_TEAM');
  if (to.members.length >= TEAM_SIZE_LIMIT) throw conflict(TEXTS.teamFull, 'TEAM_FULL');
  const teams = before.teams.map((team) => {
    if (team.id === from.id) return { ...team, members: team.members.filter((entry) => entry.phone !== phone) };
    if (team.id === to.id) return { ...team, members: [...team.members, member] };
    return team;
  });
  await writeTeams(actor, before, teams, {
    action: 'roster.move',
    summary: ROSTER_TEXTS.movedMember(member.name, from.name, to.name),
    team: to.name,
    player: member.name,
  });
}

export async function removePolish120Member(actor: RosterActor, phone: string): Promise<void> {
  const before = await readStored();
  const { from, member } = movableMember(before.teams, phone);
  const teams = before.teams.map((team) => (team.id === from.id ? { ...team, members: team.members.filter((entry) => entry.phone !== phone) } : team));
  await writeTeams(actor, before, teams, {
    action: 'roster.remove',
    summary: ROSTER_TEXTS.removedMember(member.name, from.name),
    team: from.name,
    player: member.name,
  });
}

export async function changePolish120Leader(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const before = await readStored();
  const team = requireTeam(before.teams, teamId);
  const candidate = team.members.find((member) => member.phone === phone);
  if (!candidate) throw conflict(ROSTER_TEXTS.notMemberOfTeam, 'NOT_MEMBER_OF_TEAM');
  if (candidate.leader) throw conflict(ROSTER_TEXTS.alreadyLeader, 'ALREADY_LEADER');
  const teams = before.teams.map((entry) =>
    entry.id === teamId ? { ...entry, members: entry.members.map((member) => ({ ...member, leader: member.phone === phone })) } : entry,
  );
  await writeTeams(actor, before, teams, {
    action: 'roster.leader',
    summary: ROSTER_TEXTS.changedLeader(team.name, candidate.name),
    team: team.name,
    player: candidate.name,
  });
}

/** Checks every row of a CSV roster; when `write`, adds every team or none: every bad row is listed with its reason. */
export async function importPolish120RosterCsv(actor: RosterActor, text: string, write: boolean): Promise<RosterCsvCheck> {
  const before = await readStored();
  const players = new Map((await listRegisteredPlayers('polish120')).map((player) => [player.phone, player.name]));
  const check = checkRosterCsv(text, {
    game: 'polish120',
    nameOf: (phone) => players.get(phone),
    isInTeam: (phone) => teamOf(before.teams, phone) !== undefined,
    takenTeamNames: new Set(before.teams.map((team) => team.name)),
    lineReasons: (line) => (line.memberPhones.length + 1 > TEAM_SIZE_LIMIT ? [TEXTS.teamFull] : []),
  });
  const room = PACK_TEAM_LIMIT - before.teams.length;
  const firstOver = check.teams[Math.max(room, 0)];
  if (firstOver) {
    check.problems.push({ line: firstOver.line, reason: TEXTS.tooManyTeams(before.teams.length) });
    check.problems.sort((a, b) => a.line - b.line);
  }
  if (!write) return check;
  const added: PackTeam[] = acceptedTeams(check).map((team) => ({
    id: newTeamId(),
    name: team.name,
    members: [team.leader, ...team.members].map((player, index) => ({ ...player, leader: index === 0 })),
  }));
  await writeTeams(actor, before, [...before.teams, ...added], {
    action: 'roster.import',
    summary: ROSTER_TEXTS.importedRoster(
      added.map((team) => team.name),
      check.players,
    ),
    team: '',
  });
  return check;
}
