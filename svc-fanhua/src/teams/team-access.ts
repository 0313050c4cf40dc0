import type { ClientSession, PipelineStage } from 'mongoose';
import { aggregateDocuments } from '@citygames/service-kit/data/aggregate-documents';
import { HttpError } from '@citygames/service-kit/http/errors';
import { TeamMemberModel, type TeamMemberRecord } from './team-member.model.js';
import { TeamModel, type TeamRecord } from './team.model.js';
import { texts } from '../texts.js';

export interface TeamOfPlayer {
  team: TeamRecord;
  isLeader: boolean;
}

type MembershipWithTeam<Joined> = TeamMemberRecord & { team: TeamRecord[] } & Joined;

/** The player's membership (the one record of who is in which team) with its team joined, and what `joins` add, in one aggregation. */
async function membershipWithTeam<Joined extends object>(
  playerId: string,
  joins: readonly PipelineStage.Lookup[],
  session?: ClientSession,
): Promise<MembershipWithTeam<Joined> | null> {
  const [found] = await aggregateDocuments<MembershipWithTeam<Joined>>(
    TeamMemberModel,
    [
      { $match: { playerId } },
      { $limit: 1 },
      { $lookup: { from: TeamModel.collection.collectionName, localField: 'teamId', foreignField: '_id', as: 'team' } },
      ...joins,
    ],
    session,
  );
  return found?.team[0] ? found : null;
}

/** The player's team, or null when the player is in none: every team, asset and trade call starts here. */
export async function findTeamOf(playerId: string, session?: ClientSession): Promise<TeamOfPlayer | null> {
  const found = await membershipWithTeam(playerId, [], session);
  const team = found?.team[0];
  return team ? { team, isLeader: team.leaderId === playerId } : null;
}

/** The player's team; 404 NO_TEAM when there is none. */
export async function requireTeamOf(playerId: string, session?: ClientSession): Promise<TeamOfPlayer> {
  const found = await findTeamOf(playerId, session);
  if (!found) throw new HttpError(404, 'NO_TEAM', texts.team.noTeam);
  return found;
}

/**
 * As requireTeamOf, with what `joins` add (each a $lookup on the membership's `teamId`, the team's own
 * state) read in the same aggregation, so a hot read is one round trip.
 */
export async function requireTeamJoining<Joined extends object>(
  playerId: string,
  joins: readonly PipelineStage.Lookup[],
): Promise<TeamOfPlayer & { joined: Joined }> {
  const found = await membershipWithTeam<Joined>(playerId, joins);
  const team = found?.team[0];
  if (!found || !team) throw new HttpError(404, 'NO_TEAM', texts.team.noTeam);
  return { team, isLeader: team.leaderId === playerId, joined: found };
}

/** The player's team when the player leads it; 404 NO_TEAM or 403 NOT_LEADER otherwise. */
export async function requireLeader(playerId: string, message: string = texts.team.notLeader, session?: ClientSession): Promise<TeamOfPlayer> {
  const found = await requireTeamOf(playerId, session);
  if (!found.isLeader) throw new HttpError(403, 'NOT_LEADER', message);
  return found;
}
