// @ts-check
// The bench's event size for pilotsh and polish120: their demo rosters have three teams, so the bench adds `count` more
// (a leader each) with each game's own roster code, as an organiser's roster import would (seed-bench-teams.mjs, one
// process per game). The leaders are accounts of svc-auth (bench-accounts.mjs): these games find a player's team by
// phone, which they ask svc-auth for.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { benchAccountTokens } from './bench-accounts.mjs';
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
  const leadersOf = (/** @type {'pilotsh' | 'polish120'} */ game) =>
    Array.from({ length: count }, (_, n) => ({ label: `bench-${game}-${n}`, game, name: leaderName(n), phone: leaderPhone(game, n) }));
  const tokens = await benchAccountTokens({ mongoUri, privateKey, accounts: [...leadersOf('pilotsh'), ...leadersOf('polish120')] });
  return { pilotsh: tokens.slice(0, count), polish120: tokens.slice(count) };
}
