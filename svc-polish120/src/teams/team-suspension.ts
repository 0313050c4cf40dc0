import { phoneDirectoryFromEnv } from '@citygames/service-kit/auth/phone-directory';
import { teamSuspensionLookup } from '@citygames/service-kit/organizer/corrections/team-suspensions';
import { MembershipModel } from './membership.model.js';

/** Whether the caller's team is suspended: polish120 finds a player's team by the phone of their membership. */
export const polish120TeamSuspended = teamSuspensionLookup(async (player, token) => {
  const phone = await phoneDirectoryFromEnv().phoneOf(token, player);
  return (await MembershipModel.findOne({ phone }, { teamId: 1 }).lean())?.teamId ?? null;
});
