import type { ClientSession, PipelineStage } from 'mongoose';
import { aggregateDocuments } from '@citygames/service-kit/data/aggregate-documents';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import type { TeamLike } from '../domain/team-lookup.js';
import { MembershipModel, type MembershipDocument } from './membership.model.js';
import { TeamModel, type TeamDocument } from './team.model.js';
import type { RosterTeamEntry } from './roster-team.schema.js';

/** A team of the roster with its members, the leader first: what the game, the console and the results read. */
export interface RosterTeam extends TeamLike {
  id: string;
  name: string;
  description: string;
  members: { phone: string; name: string; leader: boolean }[];
}

const byLeaderFirst = (a: MembershipDocument, b: MembershipDocument) => Number(b.role === 'leader') - Number(a.role === 'leader');

function toRosterTeam(team: TeamDocument, memberships: readonly MembershipDocument[]): RosterTeam {
  return {
    id: team._id,
    name: team.name,
    description: team.description,
    members: [...memberships].sort(byLeaderFirst).map((member) => ({ phone: member.phone, name: member.name, leader: member.role === 'leader' })),
  };
}

const withSession = (session?: ClientSession) => (session ? { session } : {});

/** Every team with its members, in the order they were created; pass a session to read them in a transaction. */
export async function listRosterTeams(session?: ClientSession): Promise<RosterTeam[]> {
  const [teams, memberships] = await Promise.all([
    TeamModel.find({}, null, withSession(session)).sort({ createdAt: 1, _id: 1 }).lean<TeamDocument[]>(),
    MembershipModel.find({}, null, withSession(session)).sort({ _id: 1 }).lean<MembershipDocument[]>(),
  ]);
  const membersOf = new Map<string, MembershipDocument[]>();
  for (const membership of memberships) {
    const members = membersOf.get(membership.teamId);
    if (members) members.push(membership);
    else membersOf.set(membership.teamId, [membership]);
  }
  return teams.map((team) => toRosterTeam(team, membersOf.get(team._id) ?? []));
}

/** One team with its members, or null when there is none with this id. */
export async function findRosterTeam(teamId: string, session?: ClientSession): Promise<RosterTeam | null> {
  const [team, memberships] = await Promise.all([
    TeamModel.findById(teamId, null, withSession(session)).lean<TeamDocument>(),
    MembershipModel.find({ teamId }, null, withSession(session)).sort({ _id: 1 }).lean<MembershipDocument[]>(),
  ]);
  return team ? toRosterTeam(team, memberships) : null;
}

type MembershipWithTeam<Joined> = MembershipDocument & { team: TeamDocument[]; teammates: MembershipDocument[] } & Joined;

/**
 * The team a phone belongs to, with its members and what `joins` add (each a $lookup on the membership's `teamId`, the
 * team's own state), in one round trip (a player's every call); null on no team.
 */
export async function findTeamOfPhoneJoining<Joined extends object>(
  phone: string,
  joins: readonly PipelineStage.Lookup[],
): Promise<{ team: RosterTeam; joined: Joined } | null> {
  const [found] = await aggregateDocuments<MembershipWithTeam<Joined>>(MembershipModel, [
    { $match: { phone } },
    { $limit: 1 },
    { $lookup: { from: TeamModel.collection.name, localField: 'teamId', foreignField: '_id', as: 'team' } },
    { $lookup: { from: MembershipModel.collection.name, localField: 'teamId', foreignField: 'teamId', as: 'teammates' } },
    ...joins,
  ]);
  const team = found?.team[0];
  return found && team ? { team: toRosterTeam(team, found.teammates), joined: found } : null;
}

/** The team a phone belongs to, with its members, in one round trip; null on no team. */
export async function findTeamOfPhone(phone: string): Promise<RosterTeam | null> {
  return (await findTeamOfPhoneJoining(phone, []))?.team ?? null;
}

/** How many teams and players in teams the roster holds. */
export async function countRoster(): Promise<{ teams: number; players: number }> {
  const [teams, players] = await Promise.all([TeamModel.countDocuments({}), MembershipModel.countDocuments({})]);
  return { teams, players };
}

/**
 * Creates teams with their leaders and members, one write per collection however many teams. Call
 * inside a transaction: the unique indexes (team id, name key, phone, one leader) abort it whole when
 * anything clashes.
 */
export async function createRosterTeams(teams: readonly RosterTeamEntry[], now: Date, session: ClientSession): Promise<void> {
  if (teams.length === 0) return;
  await TeamModel.insertMany(
    teams.map((team, index) => ({
      _id: team.id,
      name: team.name,
      nameKey: nameKey(team.name),
      description: team.description ?? '',
      // keeps the roster's order when listing by creation time
      createdAt: new Date(now.getTime() + index),
    })),
    { session, ordered: true },
  );
  await MembershipModel.insertMany(
    teams.flatMap((team) => [
      { teamId: team.id, phone: team.leader.phone, name: team.leader.name, role: 'leader' as const },
      ...team.members.map((member) => ({ teamId: team.id, phone: member.phone, name: member.name, role: 'member' as const })),
    ]),
    { session, ordered: true },
  );
}
