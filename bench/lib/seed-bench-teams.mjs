// @ts-check
// One game's bench teams, in a process of its own (`node seed-bench-teams.mjs <pilotsh|polish120> <count> <mongoUri>`):
// the services' data code works on the default mongoose connection, which a process connects once, to one database.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { repoPath } from '../../scripts/lib/workspace.mjs';
import { leaderName, leaderPhone } from './bench-leaders.mjs';

/** @param {string} path a built module of the repository */
const load = (path) => import(pathToFileURL(repoPath(path)).href);

/**
 * Runs `work` with this process's mongoose connected to the game's database (each game service has its own).
 * @template T @param {string} mongoUri @param {'pilotsh' | 'polish120'} game @param {() => Promise<T>} work
 */
async function inGameDatabase(mongoUri, game, work) {
  const { connectMongo, disconnectMongo } = await load('packages/service-kit/dist/data/mongo-connection.js');
  await connectMongo(mongoUri, `citygames_${game}`);
  try {
    return await work();
  } finally {
    await disconnectMongo();
  }
}

/** @param {string} mongoUri @param {number} count */
async function addPilotshTeams(mongoUri, count) {
  const { runTransaction } = await load('packages/service-kit/dist/data/transaction.js');
  const { bumpRosterVersion } = await load('packages/service-kit/dist/organizer/roster/roster-version.js');
  const { createTeamsWithMembers } = await load('svc-pilotsh/dist/teams/create-team.js');
  const { startAreaSeq } = JSON.parse(readFileSync(repoPath('svc-pilotsh/content/demo-pack.json'), 'utf8'));
  const teams = Array.from({ length: count }, (_, n) => ({
    name: `压测队${n}`,
    description: '压测',
    leader: { phone: leaderPhone('pilotsh', n), name: leaderName(n) },
    members: [],
    props: [],
  }));
  await inGameDatabase(mongoUri, 'pilotsh', () =>
    runTransaction(async (/** @type {import('mongoose').ClientSession} */ session) => {
      await createTeamsWithMembers(teams, startAreaSeq, new Date(), session);
      await bumpRosterVersion('pilotsh', session);
    }),
  );
}

/** @param {string} mongoUri @param {number} count */
async function addPolish120Teams(mongoUri, count) {
  const { runTransaction } = await load('packages/service-kit/dist/data/transaction.js');
  const { bumpRosterVersion } = await load('packages/service-kit/dist/organizer/roster/roster-version.js');
  const { createRosterTeams } = await load('svc-polish120/dist/teams/team.repository.js');
  const bench = Array.from({ length: count }, (_, n) => ({
    id: `bench-team-${n}`,
    name: `压测队${n}`,
    leader: { phone: leaderPhone('polish120', n), name: leaderName(n) },
    members: [],
  }));
  await inGameDatabase(mongoUri, 'polish120', () =>
    runTransaction(async (/** @type {import('mongoose').ClientSession} */ session) => {
      await createRosterTeams(bench, new Date(), session);
      await bumpRosterVersion('polish120', session);
    }),
  );
}

const [game, count, mongoUri] = process.argv.slice(2);
if ((game !== 'pilotsh' && game !== 'polish120') || !mongoUri || !(Number(count) > 0)) {
  console.error('用法：node seed-bench-teams.mjs <pilotsh|polish120> <队伍数> <MongoDB 地址>');
  process.exit(2);
}
// Before any model: connectMongo refuses models compiled before its jongodb write queue was registered.
await load('packages/service-kit/dist/data/mongo-connection.js');
await (game === 'pilotsh' ? addPilotshTeams : addPolish120Teams)(mongoUri, Number(count));
// the database watch keeps timers of its own
process.exit(0);
