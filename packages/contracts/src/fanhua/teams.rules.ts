/** Limits of a fanhua team that the team forms show and the service enforces. */

export const TEAM_NAME_MAX = 20;
export const TEAM_DESCRIPTION_MAX = 100;
/** At most this many players per team. */
export const TEAM_SIZE_CAP = 8;
export const INVITE_CODE_LENGTH = 8;

/** What a player types as an invite code is compared without spaces and case. */
export function normaliseInviteCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
