import { randomInt } from 'node:crypto';

/** At most this many players per team (the spec is silent; see docs/fanhua.md). */
export const TEAM_SIZE_CAP = 8;
export const TEAM_NAME_MAX = 20;
export const TEAM_DESCRIPTION_MAX = 100;

/** No 0/O, 1/I/L: codes are read aloud and typed on phones. 31^8 ≈ 8.5 × 10^11 codes. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** A fresh invite code from the operating system's random source (uniqueness is the index's job). */
export function generateInviteCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_ALPHABET[random(INVITE_ALPHABET.length)];
  return code;
}

/** What a player types is compared without spaces and case. */
export function normaliseInviteCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Team names are unique regardless of case and surrounding spaces. */
export function teamNameKey(name: string): string {
  return name.trim().toLowerCase();
}
