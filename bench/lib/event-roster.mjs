// @ts-check
// The bench's event size for pilotsh and polish120: their demo rosters have three teams, so the bench adds `count` more
// (a leader each) with each game's own roster code, as an organiser's roster import would (seed-bench-teams.mjs, one
// process per game). The leaders' tokens are signed with the platform's key and carry their phone, which is how these
// games find a player's team.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { signToken } from '@citygames/service-kit/auth/auth-token';
import { leaderName, leaderPhone } from './bench-leaders.mjs';

const run = promisify(execFile);
const SEEDER = new URL('./seed-bench-teams.mjs', import.meta.url).pathname;

/**
 * Adds `count` bench teams to pilotsh and to polish120 and returns their leaders' tokens.
 * @param {{ mongoUri: string, count: number, privateKey: string }} options
 * @returns {Promise<{ pilotsh: string[], polish120: string[] }>}
 */
export async function importBenchRosters({ mongoUri, count, privateKey }) {
  for (const game of /** @type {const} */ (['pilotsh', 'polish120'])) await run(process.execPath, [SEEDER, game, String(count), mongoUri]);
  const tokensOf = (/** @type {'pilotsh' | 'polish120'} */ game) =>
    Array.from({ length: count }, (_, n) =>
      signToken({ id: `bench-${game}-${n}`, game, role: 'user', name: leaderName(n), phone: leaderPhone(game, n) }, { privateKey, expiresInSeconds: 3600 }),
    );
  return { pilotsh: tokensOf('pilotsh'), polish120: tokensOf('polish120') };
}
