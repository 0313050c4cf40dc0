import { INVITE_CODE_LENGTH } from '@citygames/contracts/fanhua/teams.rules';
import { cryptoRandom, uniformInt, type RandomSource } from './random-source.js';

/** No 0/O, 1/I/L: codes are read aloud and typed on phones. 31^8 ≈ 8.5 × 10^11 codes. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A fresh invite code (uniqueness is the index's job). It draws from the operating system's random
 * source, not the game's injectable one: a test that fixes the bless rolls must not make every code equal.
 */
export function generateInviteCode(random: RandomSource = cryptoRandom): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_ALPHABET[uniformInt(random, 0, INVITE_ALPHABET.length - 1)];
  return code;
}
