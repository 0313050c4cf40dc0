import { teamSuspensionLookup } from '@citygames/service-kit/organizer/corrections/team-suspensions';
import { TeamMemberModel } from './team-member.model.js';

/** Whether the caller's team is suspended: fanhua finds a player's team by account id (team_members). */
export const fanhuaTeamSuspended = teamSuspensionLookup(async (player) => {
  const member = await TeamMemberModel.findOne({ playerId: player.id }, { teamId: 1 }).lean();
  return member ? String(member.teamId) : null;
});
