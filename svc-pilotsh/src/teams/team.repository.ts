import type { ClientSession, PipelineStage } from 'mongoose';
import { aggregateDocuments } from '@citygames/service-kit/data/aggregate-documents';
import { Membership, type MembershipRole } from './membership.model.js';
import { Team, type TeamDocument } from './team.model.js';

/** A player's membership with its team, as the team context of every player request reads it. */
export interface MembershipWithTeam {
  teamId: unknown;
  name: string;
  role: MembershipRole;
  /** Absent (or, on jongodb, an empty array) when the team was deleted under the membership. */
  team?: TeamDocument | [];
}

/**
 * The membership of a phone with its team in one round trip (a $lookup on the team's _id), as every
 * player read starts here; `joins` are more stages of the same aggregation that add the team's own
 * state to it (they see the membership's `teamId` and the team at `team`), so a hot read stays one round trip.
 */
export async function findMembershipWithTeam<Joined extends object = object>(
  phone: string,
  joins: readonly PipelineStage.Lookup[] = [],
): Promise<(MembershipWithTeam & Joined) | undefined> {
  const [membership] = await aggregateDocuments<MembershipWithTeam & Joined>(Membership, [
    { $match: { phone } },
    { $limit: 1 },
    { $lookup: { from: Team.collection.collectionName, localField: 'teamId', foreignField: '_id', as: 'team' } },
    { $unwind: { path: '$team', preserveNullAndEmptyArrays: true } },
    ...joins,
  ]);
  return membership;
}

/** Moves a team to an area with one guarded update; false when it already stands there. */
export async function moveTeamUnlessThere(teamId: TeamDocument['_id'], areaSeq: number, session: ClientSession | null = null): Promise<boolean> {
  const moved = await Team.findOneAndUpdate(
    { _id: teamId, currentAreaSeq: { $ne: areaSeq } },
    { $set: { currentAreaSeq: areaSeq }, $inc: { moveCount: 1 } },
    { returnDocument: 'after', session },
  ).lean();
  return moved !== null;
}
