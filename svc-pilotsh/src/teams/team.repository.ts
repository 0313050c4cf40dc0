import { Membership, type MembershipRole } from './membership.model.js';
import { Team, type TeamDocument } from './team.model.js';

/** A player's membership with its team, as the team context of every player request reads it. */
export interface MembershipWithTeam {
  teamId: unknown;
  name: string;
  role: MembershipRole;
  team: TeamDocument[];
}

/**
 * The membership of a phone and its team in one round trip (a $lookup on the team's _id), as every
 * player read starts here. `team` is empty when the team was deleted under the membership.
 */
export async function findMembershipWithTeam(phone: string): Promise<MembershipWithTeam | undefined> {
  const [membership] = await Membership.aggregate<MembershipWithTeam>([
    { $match: { phone } },
    { $limit: 1 },
    { $lookup: { from: Team.collection.collectionName, localField: 'teamId', foreignField: '_id', as: 'team' } },
  ]);
  return membership;
}

/** Moves a team to an area with one guarded update; false when it already stands there. */
export async function moveTeamUnlessThere(teamId: TeamDocument['_id'], areaSeq: number): Promise<boolean> {
  const moved = await Team.findOneAndUpdate(
    { _id: teamId, currentAreaSeq: { $ne: areaSeq } },
    { $set: { currentAreaSeq: areaSeq }, $inc: { moveCount: 1 } },
    { returnDocument: 'after' },
  ).lean();
  return moved !== null;
}
