import { phoneDirectoryFromEnv } from '@citygames/service-kit/auth/phone-directory';
import { teamSuspensionLookup } from '@citygames/service-kit/organizer/corrections/team-suspensions';
import { Membership } from './membership.model.js';

/** Whether the caller's team is suspended: pilotsh finds a player's team by phone (memberships). */
export const pilotshTeamSuspended = teamSuspensionLookup(async (player, token) => {
  const phone = await phoneDirectoryFromEnv().phoneOf(token, player);
  const membership = await Membership.findOne({ phone }, { teamId: 1 }).lean();
  return membership ? String(membership.teamId) : null;
});
