// @ts-check
// The bench's event size for pilotsh and polish120: their demo packs carry three teams, so the bench
// imports each demo pack again through the organiser console's pack upload with `count` more teams
// (a leader each), as an organiser would import an event's roster. The leaders' tokens are signed with
// the platform's key and carry their phone, which is how these games find a player's team.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { signToken } from '@citygames/service-kit/auth-token';
import { login } from './bench-platform.mjs';
import { send } from './load-generator.mjs';
import { repoPath } from '../../scripts/lib/workspace.mjs';

/** The demo organiser of the README. */
const ORGANIZER = { phone: '13900000000', password: 'organizer123' };

/** The phone of the n-th bench leader of a game (137…, never a demo phone). @param {'pilotsh' | 'polish120'} game @param {number} n */
const leaderPhone = (game, n) => `137${game === 'pilotsh' ? 1 : 2}${String(n).padStart(7, '0')}`;

/** @param {number} n */
const leaderName = (n) => `压测队长${n}`;

/** @param {number} count */
function pilotshPack(count) {
  const pack = JSON.parse(readFileSync(repoPath('svc-pilotsh/content/demo-pack.json'), 'utf8'));
  for (let n = 0; n < count; n += 1) {
    pack.teams.push({ name: `压测队${n}`, description: '压测', leader: { phone: leaderPhone('pilotsh', n), name: leaderName(n) }, members: [], props: [] });
  }
  return pack;
}

/** @param {number} count */
async function polish120Pack(count) {
  const { demoPack } = await import(pathToFileURL(repoPath('svc-polish120/dist/content/demo-pack.js')).href);
  const pack = structuredClone(demoPack);
  for (let n = 0; n < count; n += 1) {
    pack.teams.push({ id: `bench-team-${n}`, name: `压测队${n}`, members: [{ phone: leaderPhone('polish120', n), name: leaderName(n), leader: true }] });
  }
  return pack;
}

/**
 * Imports both demo packs with `count` bench teams each and returns their leaders' tokens. The organiser logs in
 * through the gateway; the packs go straight to each game's service (`servicePorts`): on a busy machine an import of
 * an event-sized roster on jongodb outlasts the gateway's 30-second read time-out, which answers GAME_OFFLINE.
 * @param {{ gateway: number, servicePorts: { pilotsh: number, polish120: number }, count: number, privateKey: string }} options
 * @returns {Promise<{ pilotsh: string[], polish120: string[] }>}
 */
export async function importBenchRosters({ gateway, servicePorts, count, privateKey }) {
  const organizerToken = await login(gateway, '/api/organizer/login', ORGANIZER);
  const agent = new http.Agent({ keepAlive: false });
  for (const [game, pack] of /** @type {const} */ ([
    ['pilotsh', pilotshPack(count)],
    ['polish120', await polish120Pack(count)],
  ])) {
    const answer = await send(
      agent,
      servicePorts[game],
      { method: 'POST', path: `/api/${game}/organizer/pack`, headers: { authorization: `Bearer ${organizerToken}`, 'content-type': 'text/plain' }, body: pack },
      300_000,
    );
    if (answer.status !== 201) throw new Error(`${game} 活动包导入失败：${answer.status} ${answer.body.slice(0, 300)}`);
  }
  const tokensOf = (/** @type {'pilotsh' | 'polish120'} */ game) =>
    Array.from({ length: count }, (_, n) =>
      signToken({ id: `bench-${game}-${n}`, game, role: 'user', name: leaderName(n), phone: leaderPhone(game, n) }, { privateKey, expiresInSeconds: 3600 }),
    );
  return { pilotsh: tokensOf('pilotsh'), polish120: tokensOf('polish120') };
}
