import type { ClientSession } from 'mongoose';
import { HttpError } from '@citygames/service-kit/errors';
import { TeamMemberModel } from './team-member.model.js';
import { TeamModel, type TeamRecord } from './team.model.js';
import { texts } from '../texts.js';

export interface TeamOfPlayer {
  team: TeamRecord;
  isLeader: boolean;
}

/**
 * The player's team, or null when the player is in none. The membership and its team come back in
 * one round trip (a $lookup on the team's _id): every team, asset and trade call starts here.
 */
export async function findTeamOf(playerId: string, session?: ClientSession): Promise<TeamOfPlayer | null> {
  const [member] = await TeamMemberModel.aggregate<{ team?: TeamRecord[] }>([
    { $match: { playerId } },
    { $limit: 1 },
    { $lookup: { from: TeamModel.collection.collectionName, localField: 'teamId', foreignField: '_id', as: 'team' } },
    { $project: { _id: 0, team: 1 } },
  ]).session(session ?? null);
  const team = member?.team?.[0];
  if (!team) return null;
  return { team, isLeader: team.leaderId === playerId };
}

/** The player's team; 404 NO_TEAM when there is none. */
export async function requireTeamOf(playerId: string, session?: ClientSession): Promise<TeamOfPlayer> {
  const found = await findTeamOf(playerId, session);
  if (!found) throw new HttpError(404, 'NO_TEAM', texts.team.noTeam);
  return found;
}

/** The player's team when the player leads it; 404 NO_TEAM or 403 NOT_LEADER otherwise. */
export async function requireLeader(playerId: string, message: string = texts.team.notLeader, session?: ClientSession): Promise<TeamOfPlayer> {
  const found = await requireTeamOf(playerId, session);
  if (!found.isLeader) throw new HttpError(403, 'NOT_LEADER', message);
  return found;
}
