import { randomBytes } from 'node:crypto';
import { conflict, HttpError, notFound } from '@citygames/service-kit/errors';
import { recordOrganizerAction } from '@citygames/service-kit/organizer-actions';
import type { OrganizerUser } from '@citygames/service-kit/organizer-token';
import { findRegisteredPlayer, listRegisteredPlayers, type RegisteredPlayer } from '@citygames/service-kit/platform-records';
import { parseRosterCsv, type RosterCsvProblem } from '@citygames/service-kit/roster-csv';
import { runTransaction } from '@citygames/service-kit/transaction';
import { readPackRoster, readStoredTeams, writePackTeams, type StoredRoster } from '../content/event-pack.repository.js';
import type { EventPack } from '../content/pack-schema.js';

/**
 * polish120's teams live in the current pack (players are matched to a team by phone on every call),
 * so the organiser edits the stored pack's `teams`. Each change is one compare-and-set write on the
 * pack document, guarded by the pack's import revision and a roster version: two organisers editing
 * at once, or an import meanwhile, make the later write fail (409) instead of losing a change.
 */
type PackTeam = EventPack['teams'][number];

export interface RosterActor {
  organizer: OrganizerUser;
  now: Date;
}

const TEXTS = {
  noPack: '还没有导入活动包，无法编辑队伍',
  notRegistered: (phone: string) => `手机号 ${phone} 还没有在百廿寻迹注册`,
  alreadyInTeam: (phone: string, team: string) => `手机号 ${phone} 已在队伍「${team}」中`,
  teamNameTaken: (name: string) => `队名「${name}」已被使用`,
  teamNotFound: '没有找到这支队伍',
  notInTeam: (phone: string) => `手机号 ${phone} 不在任何队伍中`,
  leaderMustStay: '队长不能直接移出或移走，请先把队长换成另一名队员',
  lastMember: '队伍至少要有一名队员',
  notMemberOfTeam: '只能把本队的队员设为队长',
  alreadyLeader: '这名队员已经是队长',
  sameTeam: '这名队员已在这支队伍中',
  teamFull: '每支队伍最多 20 人',
  changedMeanwhile: '队伍刚被别人修改过，请刷新后再试',
} as const;

async function readStored(): Promise<StoredRoster> {
  const stored = await readPackRoster();
  if (!stored) throw new HttpError(409, 'NO_CONTENT', TEXTS.noPack);
  return stored;
}

async function writeTeams(
  actor: RosterActor,
  before: StoredRoster,
  teams: PackTeam[],
  entry: { action: string; summary: string; team: string; player?: string },
): Promise<void> {
  await runTransaction(async (session) => {
    if (!(await writePackTeams(before, teams, session))) throw conflict(TEXTS.changedMeanwhile, 'ROSTER_CHANGED');
    await recordOrganizerAction(
      actor.organizer,
      { scope: 'polish120', action: entry.action, summary: entry.summary, team: entry.team, player: entry.player ?? null },
      actor.now,
      session,
    );
  });
}

async function registered(phone: string): Promise<RegisteredPlayer> {
  const player = await findRegisteredPlayer('polish120', phone);
  if (!player) throw new HttpError(422, 'NOT_REGISTERED', TEXTS.notRegistered(phone));
  return player;
}

function teamOf(teams: PackTeam[], phone: string): PackTeam | undefined {
  return teams.find((team) => team.members.some((member) => member.phone === phone));
}

function requireTeam(teams: PackTeam[], teamId: string): PackTeam {
  const team = teams.find((entry) => entry.id === teamId);
  if (!team) throw notFound(TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
  return team;
}

export interface Polish120Roster {
  teams: { id: string; name: string; leader: { phone: string; name: string } | null; members: { phone: string; name: string }[] }[];
  unassigned: { phone: string; name: string; registeredAt: string }[];
}

export async function readPolish120Roster(): Promise<Polish120Roster> {
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

export async function createPolish120Team(actor: RosterActor, input: { name: string; leaderPhone: string }): Promise<string> {
  const before = await readStored();
  const leader = await registered(input.leaderPhone);
  if (before.teams.some((team) => team.name === input.name)) throw conflict(TEXTS.teamNameTaken(input.name), 'TEAM_NAME_TAKEN');
  const taken = teamOf(before.teams, leader.phone);
  if (taken) throw conflict(TEXTS.alreadyInTeam(leader.phone, taken.name), 'ALREADY_IN_TEAM');
  const id = newTeamId();
  const team: PackTeam = { id, name: input.name, members: [{ phone: leader.phone, name: leader.name, leader: true }] };
  await writeTeams(actor, before, [...before.teams, team], {
    action: 'roster.create-team',
    summary: `创建了队伍「${input.name}」，队长 ${leader.name}`,
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
  if (taken) throw conflict(TEXTS.alreadyInTeam(phone, taken.name), 'ALREADY_IN_TEAM');
  if (team.members.length >= 20) throw conflict(TEXTS.teamFull, 'TEAM_FULL');
  const teams = before.teams.map((entry) =>
    entry.id === teamId ? { ...entry, members: [...entry.members, { phone, name: player.name, leader: false }] } : entry,
  );
  await writeTeams(actor, before, teams, { action: 'roster.add', summary: `把 ${player.name} 加入了「${team.name}」`, team: team.name, player: player.name });
}

function movableMember(teams: PackTeam[], phone: string) {
  const from = teamOf(teams, phone);
  if (!from) throw notFound(TEXTS.notInTeam(phone), 'NOT_IN_TEAM');
  const member = from.members.find((entry) => entry.phone === phone)!;
  if (member.leader) throw conflict(TEXTS.leaderMustStay, 'LEADER_MUST_STAY');
  if (from.members.length === 1) throw conflict(TEXTS.lastMember, 'LAST_MEMBER');
  return { from, member };
}

export async function movePolish120Member(actor: RosterActor, phone: string, toTeamId: string): Promise<void> {
  const before = await readStored();
  const { from, member } = movableMember(before.teams, phone);
  const to = requireTeam(before.teams, toTeamId);
  if (to.id === from.id) throw conflict(TEXTS.sameTeam, 'SAME_TEAM');
  if (to.members.length >= 20) throw conflict(TEXTS.teamFull, 'TEAM_FULL');
  const teams = before.teams.map((team) => {
    if (team.id === from.id) return { ...team, members: team.members.filter((entry) => entry.phone !== phone) };
    if (team.id === to.id) return { ...team, members: [...team.members, member] };
    return team;
  });
  await writeTeams(actor, before, teams, {
    action: 'roster.move',
    summary: `把 ${member.name} 从「${from.name}」移到了「${to.name}」`,
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
    summary: `把 ${member.name} 移出了「${from.name}」`,
    team: from.name,
    player: member.name,
  });
}

export async function changePolish120Leader(actor: RosterActor, teamId: string, phone: string): Promise<void> {
  const before = await readStored();
  const team = requireTeam(before.teams, teamId);
  const candidate = team.members.find((member) => member.phone === phone);
  if (!candidate) throw conflict(TEXTS.notMemberOfTeam, 'NOT_MEMBER_OF_TEAM');
  if (candidate.leader) throw conflict(TEXTS.alreadyLeader, 'ALREADY_LEADER');
  const teams = before.teams.map((entry) =>
    entry.id === teamId ? { ...entry, members: entry.members.map((member) => ({ ...member, leader: member.phone === phone })) } : entry,
  );
  await writeTeams(actor, before, teams, {
    action: 'roster.leader',
    summary: `把「${team.name}」的队长换成了 ${candidate.name}`,
    team: team.name,
    player: candidate.name,
  });
}

/** Adds every team of a CSV roster, or none: every bad line is listed with its reason. */
export async function importPolish120RosterCsv(actor: RosterActor, text: string): Promise<{ teams: number; players: number }> {
  const before = await readStored();
  const { teams: lines, problems } = parseRosterCsv(text);
  const players = new Map((await listRegisteredPlayers('polish120')).map((player) => [player.phone, player]));
  const taken = new Set(before.teams.map((team) => team.name));
  const seenPhones = new Map<string, number>();
  const seenNames = new Map<string, number>();
  const all: RosterCsvProblem[] = [...problems];
  for (const line of lines) {
    const reasons: string[] = [];
    if (taken.has(line.name)) reasons.push(TEXTS.teamNameTaken(line.name));
    if (seenNames.has(line.name)) reasons.push(`队名「${line.name}」与第 ${seenNames.get(line.name)} 行重复`);
    seenNames.set(line.name, line.line);
    if (line.memberPhones.length + 1 > 20) reasons.push(TEXTS.teamFull);
    for (const phone of [line.leaderPhone, ...line.memberPhones]) {
      if (!players.has(phone)) reasons.push(TEXTS.notRegistered(phone));
      else if (teamOf(before.teams, phone)) reasons.push(`手机号 ${phone} 已在队伍中`);
      if (seenPhones.has(phone)) reasons.push(`手机号 ${phone} 在第 ${seenPhones.get(phone)} 行已出现`);
      else seenPhones.set(phone, line.line);
    }
    if (reasons.length > 0) all.push({ line: line.line, reason: reasons.join('；') });
  }
  if (lines.length === 0 && all.length === 0) all.push({ line: 1, reason: '文件里没有队伍' });
  if (all.length > 0) {
    all.sort((a, b) => a.line - b.line);
    throw new HttpError(422, 'ROSTER_CSV_INVALID', `名单有 ${all.length} 行有问题，没有导入任何内容`, { problems: all });
  }
  const added: PackTeam[] = lines.map((line) => ({
    id: newTeamId(),
    name: line.name,
    members: [line.leaderPhone, ...line.memberPhones].map((phone, index) => ({ phone, name: players.get(phone)!.name, leader: index === 0 })),
  }));
  const count = added.reduce((sum, team) => sum + team.members.length, 0);
  await writeTeams(actor, before, [...before.teams, ...added], {
    action: 'roster.import',
    summary: `导入名单：${added.length} 支队伍、${count} 名玩家`,
    team: '',
  });
  return { teams: added.length, players: count };
}
