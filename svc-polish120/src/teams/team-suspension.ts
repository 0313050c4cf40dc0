import { phoneDirectoryFromEnv } from '@citygames/service-kit/auth/phone-directory';
import { teamSuspensionLookup } from '@citygames/service-kit/organizer/corrections/team-suspensions';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { teamOfPhone } from './player-context.js';

/** Whether the caller's team is suspended: polish120 finds a player's team by phone (the one lookup to change with the roster's storage). */
export const polish120TeamSuspended = teamSuspensionLookup(async (player, token) => {
  const [phone, pack] = await Promise.all([phoneDirectoryFromEnv().phoneOf(token, player), loadCurrentPack()]);
  return pack ? (teamOfPhone(pack, phone)?.id ?? null) : null;
});
