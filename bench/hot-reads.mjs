#!/usr/bin/env node
// @ts-check
// Hot reads beside a bare read of the same database in the same run (printed, never asserted).
// Starts the built platform on the jongodb lane behind nginx (or the Node proxy), a bare Express 5 +
// mongoose findOne on the same lane, then measures with a closed-loop keep-alive load on loopback:
//   1. every hot player read through the gateway and direct to its service, as a ratio of the bare read
//      (each path warmed up unmeasured for a second first), and what one request costs the service process
//      beside the bare one: CPU and database commands (bench/lib/process-cost.mjs; holds on any lane);
//   2. the map poll: a full /area/getAll and /area/map, and the 60-s poll's revalidation (304);
//   3. fanhua's team reads at 3, 30 and 300 teams (cost per request should stay flat);
//   4. a mixed event minute with the weights in MIX below, through the gateway: first closed loop (the
//      most it answers), then open loop at fixed arrival rates (MIX_RATES), latency counted from when
//      each request was due.
// Writes bench/results/hot-reads.json (and a timestamped copy) for comparing commits.
// Env: BENCH_PORT_BASE (19300), BENCH_DATA_DIR, CLIENTS (32), SECONDS (5 per read), MIX_SECONDS (30), TEAMS (3,30,300),
// MIX_RATES (1500,1800 requests per second).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAccountTokens } from './lib/bench-accounts.mjs';
import { login, padCell, withBenchPlatform } from './lib/bench-platform.mjs';
import { importBenchRosters } from './lib/event-roster.mjs';
import { freeAreaRewards } from './lib/free-area-rewards.mjs';
import { runLoad, send } from './lib/load-generator.mjs';
import { costPerRequest, withProcessCost } from './lib/process-cost.mjs';
import { ensureKeyPair } from '../scripts/lib/keys.mjs';
import { localServiceAddresses } from '../scripts/lib/service-addresses.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const DEMO_PASSWORD = 'demo1234';
const DEMO_PLAYERS = [1, 2, 3, 4, 5, 6].map((n) => `1380000000${n}`); // demo teams (1,2) (3,4) (5,6)
const PILOTSH_START_TASKS = ['T1-1', 'T1-2', 'T1-3'];
const POLISH120_START_ANSWER = '年月日时'; // the demo pack's start question
const BARE_PORT_OFFSET = 31;
const WARM_UP_SECONDS = 1;
/** The goal for every hot read: at most this much of the bare read's CPU per request… */
const CPU_GOAL = 1.2;
/** …and one database round trip for the team's own state (event content comes from the version-keyed caches). */
const COMMANDS_GOAL = 1;
/** Connections an open-loop run may use: enough that requests wait for the platform, not for a free socket. */
const OPEN_LOOP_CONNECTIONS = 256;

/**
 * The mixed event minute: relative weights of what phones do during an event. Every screen polls
 * its own state (progress, status, assets), every open map revalidates its areas every 60 s, a few
 * answers go in (wrong ones: they are written and counted until the team's ban), the radio list, and
 * now and then a team takes an area's reward (a transaction). Trades are measured in trade-chain.mjs.
 */
const MIX = [
  { weight: 18, name: 'pilotsh 任务进度', game: 'pilotsh', path: '/api/pilotsh/tasks/progress' },
  { weight: 8, name: 'pilotsh 队伍状态', game: 'pilotsh', path: '/api/pilotsh/team/status' },
  { weight: 14, name: 'polish120 任务进度', game: 'polish120', path: '/api/polish120/tasks/progress' },
  { weight: 6, name: 'polish120 队伍状态', game: 'polish120', path: '/api/polish120/team/status' },
  { weight: 12, name: 'fanhua 当前队伍', game: 'fanhua', path: '/api/fanhua/team/current' },
  { weight: 14, name: 'fanhua 资产', game: 'fanhua', path: '/api/fanhua/trade/assets' },
  { weight: 8, name: 'fanhua 地图轮询（304）', game: 'fanhua', path: '/api/fanhua/area/getAll', revalidate: true },
  { weight: 8, name: 'fanhua 地图信息轮询（304）', game: 'fanhua', path: '/api/fanhua/area/map', revalidate: true },
  { weight: 2, name: 'fanhua 地图完整应答', game: 'fanhua', path: '/api/fanhua/area/getAll' },
  { weight: 5, name: 'fanhua 电台', game: 'fanhua', path: '/api/fanhua/msg/team' },
  { weight: 5, name: 'pilotsh 提交答案（错误）', game: 'pilotsh', path: '/api/pilotsh/tasks/complete', answer: true },
  // One transaction each. 0.3 % of 1,500 req/s is 4.5 a second: each of the mix's 300 fanhua teams taking a reward every 67 s,
  // more than the game allows (each team trades each of 184 areas once, so even every area in a six-hour event is 2.6 a second).
  { weight: 0.3, name: 'fanhua 区域奖励（事务）', game: 'fanhua', path: '/api/fanhua/trade/trade-with-area', areaReward: true },
];

const round = (/** @type {number} */ value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const portOf = (/** @type {number} */ portBase, /** @type {import('../scripts/lib/workspace.mjs').ServiceName} */ name) =>
  localServiceAddresses(portBase)[name].port;

/**
 * @param {{ portBase?: number, dataDir?: string, clients?: number, seconds?: number, mixSeconds?: number, teamCounts?: number[], mixRates?: number[] }} [options]
 */
export async function measureHotReads({
  portBase = Number(process.env.BENCH_PORT_BASE ?? 19300),
  dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `citygames-bench-hot-${portBase}`),
  clients = Number(process.env.CLIENTS ?? 32),
  seconds = Number(process.env.SECONDS ?? 5),
  mixSeconds = Number(process.env.MIX_SECONDS ?? 30),
  teamCounts = (process.env.TEAMS ?? '3,30,300').split(',').map(Number),
  mixRates = (process.env.MIX_RATES ?? '1500,1800').split(',').filter(Boolean).map(Number),
} = {}) {
  const loadavgBefore = loadavg().map((value) => round(value));
  /** Teams per game at the largest size measured, and documents in the baseline's collection. */
  const rosterSize = Math.max(...teamCounts);
  return withBenchPlatform(
    { portBase, dataDir, barePortOffset: BARE_PORT_OFFSET, quiet: true, bareDocs: rosterSize },
    /** @param {import('./lib/bench-platform.mjs').BenchRun} run */ async ({ platform, barePort, signal }) => {
      const gateway = portBase;
      const direct = { pilotsh: portOf(portBase, 'svc-pilotsh'), polish120: portOf(portBase, 'svc-polish120'), fanhua: portOf(portBase, 'svc-fanhua') };
      /** @type {Record<'pilotsh' | 'polish120' | 'fanhua', string[]>} */
      const tokens = { pilotsh: [], polish120: [], fanhua: [] };
      const privateKey = readFileSync(ensureKeyPair(join(dataDir, 'keys')).privateKeyFile, 'utf8');
      // pilotsh and polish120: the demo teams (their players log in) and as many bench teams as fanhua will have.
      const rosters = await importBenchRosters({ mongoUri: platform.mongoUri, count: rosterSize, privateKey });
      for (const phone of DEMO_PLAYERS) tokens.pilotsh.push(await login(gateway, '/api/pilotsh/login', { phone, password: DEMO_PASSWORD }));
      for (const phone of DEMO_PLAYERS) tokens.polish120.push(await login(gateway, '/api/polish120/login', { phone, password: DEMO_PASSWORD }));
      // The demo teams' leaders are the even demo players.
      const polish120Leaders = [...tokens.polish120.filter((_, index) => index % 2 === 0), ...rosters.polish120];
      tokens.pilotsh.push(...rosters.pilotsh);
      tokens.polish120.push(...rosters.polish120);
      // polish120's task reads need a started team: one member of each team answers the start question and starts.
      /** @type {string[]} */
      const setupProblems = [];
      for (const token of polish120Leaders) {
        const started = await send(new http.Agent({ keepAlive: false }), gateway, {
          method: 'POST',
          path: '/api/polish120/start/answer',
          headers: { authorization: `Bearer ${token}` },
          body: { answer: POLISH120_START_ANSWER },
        });
        if (started.status !== 200) setupProblems.push(`polish120 开始题：${started.status} ${started.body.slice(0, 120)}`);
        const confirmed = await send(new http.Agent({ keepAlive: false }), gateway, {
          method: 'POST',
          path: '/api/polish120/team/status',
          headers: { authorization: `Bearer ${token}` },
          body: { type: 'start', args: { confirm_start: true } },
        });
        if (confirmed.status !== 200) setupProblems.push(`polish120 开始：${confirmed.status} ${confirmed.body.slice(0, 120)}`);
      }

      // fanhua's demo players have no team: synthetic players (accounts of svc-auth, their tokens signed with the
      // platform's own key, exactly as svc-auth signs them) each found a team, up to the largest team count.
      const fanhuaLeaders = await benchAccountTokens({
        mongoUri: platform.mongoUri,
        privateKey,
        accounts: Array.from({ length: rosterSize }, (_, n) => ({
          label: `bench-${n}`,
          game: 'fanhua',
          name: `压测队长${n}`,
          phone: `139${String(n).padStart(8, '0')}`,
        })),
      });
      const createTeamsUpTo = async (/** @type {number} */ count) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
        /** @type {{ token: string, n: number }[]} */
        const pending = [];
        for (let n = tokens.fanhua.length; n < count; n += 1) {
          const token = /** @type {string} */ (fanhuaLeaders[n]);
          tokens.fanhua.push(token);
          pending.push({ token, n });
        }
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            for (let next = pending.shift(); next; next = pending.shift()) {
              const answer = await send(
                agent,
                gateway,
                {
                  method: 'POST',
                  path: '/api/fanhua/team/create',
                  headers: { authorization: `Bearer ${next.token}` },
                  body: { name: `压测队${next.n}`, description: '压测' },
                },
                60_000,
              );
              if (answer.status !== 201 && answer.status !== 200) throw new Error(`建队失败：${answer.status} ${answer.body.slice(0, 200)}`);
            }
          }),
        );
        agent.destroy();
      };
      await createTeamsUpTo(teamCounts[0] ?? 3);

      const etags = new Map();
      const etagOf = async (/** @type {string} */ path) => {
        if (!etags.has(path)) {
          const answer = await new Promise((resolve, reject) => {
            http
              .get({ host: '127.0.0.1', port: gateway, path, headers: { authorization: `Bearer ${tokens.fanhua[0]}`, 'accept-encoding': 'gzip' } }, (res) => {
                res.resume();
                res.on('end', () => resolve(res.headers.etag));
              })
              .on('error', reject);
          });
          if (!answer) throw new Error(`${path} 没有 ETag`);
          etags.set(path, answer);
        }
        return /** @type {string} */ (etags.get(path));
      };

      const tokensOf = (/** @type {string} */ game) => tokens[/** @type {keyof typeof tokens} */ (game)];
      /** @param {string} game @param {string} path @param {{ revalidate?: string }} [extra] */
      const getFor =
        (game, path, extra = {}) =>
        (/** @type {number} */ index) => ({
          method: /** @type {const} */ ('GET'),
          path,
          headers: {
            authorization: `Bearer ${tokensOf(game)[index % tokensOf(game).length]}`,
            'accept-encoding': 'gzip',
            ...(extra.revalidate ? { 'if-none-match': extra.revalidate } : {}),
          },
        });
      const load = async (/** @type {number} */ port, /** @type {(index: number) => any} */ next, overrides = {}) =>
        runLoad({ port, clients, requests: 1_000_000, seconds, next, signal, ...overrides });
      const bareRead = (/** @type {number} */ index) => ({ method: /** @type {const} */ ('GET'), path: `/bare/read?key=k${index % rosterSize}` });

      await load(barePort, bareRead, { seconds: WARM_UP_SECONDS });
      const bareBefore = await withProcessCost(barePort, 'bare', () => load(barePort, bareRead));
      const reads = [
        { name: 'pilotsh 任务进度', game: 'pilotsh', path: '/api/pilotsh/tasks/progress' },
        { name: 'pilotsh 队伍状态', game: 'pilotsh', path: '/api/pilotsh/team/status' },
        { name: 'polish120 任务进度', game: 'polish120', path: '/api/polish120/tasks/progress' },
        { name: 'polish120 队伍状态', game: 'polish120', path: '/api/polish120/team/status' },
        { name: 'fanhua 当前队伍', game: 'fanhua', path: '/api/fanhua/team/current' },
        { name: 'fanhua 资产', game: 'fanhua', path: '/api/fanhua/trade/assets' },
        { name: 'fanhua 地图区域 getAll（完整）', game: 'fanhua', path: '/api/fanhua/area/getAll' },
        { name: 'fanhua 地图信息 map（完整）', game: 'fanhua', path: '/api/fanhua/area/map' },
        { name: 'fanhua getAll 轮询（304）', game: 'fanhua', path: '/api/fanhua/area/getAll', revalidate: true },
        { name: 'fanhua map 轮询（304）', game: 'fanhua', path: '/api/fanhua/area/map', revalidate: true },
      ];
      const readResults = [];
      for (const read of reads) {
        if (signal.aborted) break;
        const extra = read.revalidate ? { revalidate: await etagOf(read.path) } : {};
        // Unmeasured first: whichever path is measured first on a cold route (JIT, first queries, fresh
        // upstream connections) came out up to a quarter slower, which read as gateway cost.
        await load(gateway, getFor(read.game, read.path, extra), { seconds: WARM_UP_SECONDS });
        await load(direct[/** @type {'pilotsh'} */ (read.game)], getFor(read.game, read.path, extra), { seconds: WARM_UP_SECONDS });
        const viaGateway = await load(gateway, getFor(read.game, read.path, extra));
        // The service's CPU and database commands per request are taken on the direct path: the same work, without nginx on the same cores.
        const servicePort = direct[/** @type {'pilotsh'} */ (read.game)];
        const viaService = await withProcessCost(servicePort, 'service', () => load(servicePort, getFor(read.game, read.path, extra)));
        readResults.push({ ...read, revalidate: Boolean(read.revalidate), gateway: viaGateway, direct: viaService });
      }
      const bareAfter = await withProcessCost(barePort, 'bare', () => load(barePort, bareRead));
      const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
      const bareCost = costPerRequest(bareBefore, bareAfter);
      const hotReads = readResults.map((row) => {
        const cost = costPerRequest(row.direct);
        return {
          ...row,
          ratioToBare: round(row.gateway.requestsPerSecond / bareRps),
          gatewayCost: round(1 - row.gateway.requestsPerSecond / row.direct.requestsPerSecond),
          cost,
          cpuRatioToBare: cost.cpuMicros !== null && bareCost.cpuMicros ? round(cost.cpuMicros / bareCost.cpuMicros) : null,
        };
      });

      const scaling = [];
      for (const count of teamCounts) {
        if (signal.aborted) break;
        await createTeamsUpTo(count);
        const current = await load(gateway, getFor('fanhua', '/api/fanhua/team/current'));
        const assets = await load(gateway, getFor('fanhua', '/api/fanhua/trade/assets'));
        const bareNow = await load(barePort, bareRead);
        scaling.push({
          teams: count,
          teamCurrent: current,
          assets,
          bare: bareNow,
          ratioToBare: {
            teamCurrent: round(current.requestsPerSecond / bareNow.requestsPerSecond),
            assets: round(assets.requestsPerSecond / bareNow.requestsPerSecond),
          },
        });
      }

      // The mixed minute: each request drawn by weight, players spread over every team created above.
      const totalWeight = MIX.reduce((sum, entry) => sum + entry.weight, 0);
      const mixRevalidation = {
        '/api/fanhua/area/getAll': await etagOf('/api/fanhua/area/getAll'),
        '/api/fanhua/area/map': await etagOf('/api/fanhua/area/map'),
      };
      // Each area reward is one team's one trade with an area, standing at its centre, taking a group that asks for nothing.
      const freeRewards = await freeAreaRewards(gateway, /** @type {string} */ (tokens.fanhua[0]));
      let areaRewardsIssued = 0;
      let seed = 12345;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const mixCounts = Object.fromEntries(MIX.map((entry) => [entry.name, 0]));
      const mixNext = (/** @type {number} */ index) => {
        let pick = random() * totalWeight;
        const entry = MIX.find((candidate) => (pick -= candidate.weight) < 0) ?? /** @type {(typeof MIX)[number]} */ (MIX[0]);
        mixCounts[entry.name] = (mixCounts[entry.name] ?? 0) + 1;
        if (entry.answer) {
          return {
            method: /** @type {const} */ ('POST'),
            path: entry.path,
            headers: { authorization: `Bearer ${tokens.pilotsh[Math.floor(random() * tokens.pilotsh.length)]}` },
            body: { taskId: PILOTSH_START_TASKS[Math.floor(random() * PILOTSH_START_TASKS.length)], answer: `压测错误答案${index}` },
            label: entry.name,
          };
        }
        if (entry.areaReward) {
          const n = areaRewardsIssued;
          areaRewardsIssued += 1;
          const reward = /** @type {import('./lib/free-area-rewards.mjs').FreeAreaReward} */ (
            freeRewards[Math.floor(n / tokens.fanhua.length) % freeRewards.length]
          );
          return {
            method: /** @type {const} */ ('POST'),
            path: entry.path,
            headers: { authorization: `Bearer ${tokens.fanhua[n % tokens.fanhua.length]}` },
            body: { area_id: reward.areaId, reward_id: reward.rewardId, lat: reward.lat, lng: reward.lng, accuracy: 10 },
            label: entry.name,
          };
        }
        const revalidate = entry.revalidate ? mixRevalidation[/** @type {'/api/fanhua/area/map'} */ (entry.path)] : undefined;
        return { ...getFor(entry.game, entry.path, revalidate ? { revalidate } : {})(Math.floor(random() * 1e9)), label: entry.name };
      };
      const mixed = await load(gateway, mixNext, { seconds: mixSeconds });
      // The same mix arriving at fixed rates (open loop): the latency an event sees at that load, not at saturation.
      const mixedAtRates = [];
      for (const rate of mixRates) {
        if (signal.aborted) break;
        const atRate = await load(gateway, mixNext, { seconds: mixSeconds, rate, clients: OPEN_LOOP_CONNECTIONS });
        mixedAtRates.push({ ...atRate, rate });
      }

      return {
        measuredAt: new Date().toISOString(),
        lane: platform.lane,
        gateway: platform.gateway,
        setupProblems,
        clients,
        secondsPerRead: seconds,
        machine: { cpus: cpus().length, loadavgBefore, loadavgAfter: loadavg().map((value) => round(value)) },
        bare: { documents: rosterSize, before: bareBefore, after: bareAfter, requestsPerSecond: round(bareRps, 1), cost: bareCost },
        hotReads,
        scaling,
        mixed: { weights: MIX.map(({ weight, name }) => ({ name, weight })), drawn: mixCounts, teams: tokens.fanhua.length, ...mixed },
        mixedAtRates,
      };
    },
  );
}

/** @param {Awaited<ReturnType<typeof measureHotReads>>} report */
export function printHotReads(report) {
  const ms = (/** @type {number | null} */ value) => (value === null ? '–' : String(value));
  const p99 = (/** @type {any} */ figures) => ms(figures.all.p99);
  const lines = [
    `热读与裸读对比（${report.lane} 通道，网关 ${report.gateway}，${report.clients} 个并发连接，每项 ${report.secondsPerRead} 秒，${report.machine.cpus} 核，负载 ${report.machine.loadavgBefore.join('/')} → ${report.machine.loadavgAfter.join('/')}）`,
    `  基线：裸 Express findOne（${report.bare.documents} 个文档的集合，与游戏的队伍数相同）${report.bare.requestsPerSecond} 请求/秒（前 ${report.bare.before.requestsPerSecond}、后 ${report.bare.after.requestsPerSecond}），p99 ${p99(report.bare.before)} / ${p99(report.bare.after)} ms；进程 CPU ${ms(report.bare.cost.cpuMicros)} µs/请求，数据库命令 ${ms(report.bare.cost.commands)}/请求`,
    '  CPU/请求：直连时服务进程自己的 CPU（不含数据库进程，所以在任何通道上都成立）；CPU 比：与裸读进程的 CPU/请求之比；命令/请求：服务发给数据库的命令数；都已减去负载前空闲 2 秒量得的后台开销',
    `  ${padCell('请求', 34)}${padCell('网关 请求/秒', 14)}${padCell('p99', 8)}${padCell('直连 请求/秒', 14)}${padCell('与裸读之比', 12)}${padCell('网关开销', 10)}${padCell('CPU/请求', 12)}${padCell('CPU 比', 8)}命令/请求`,
  ];
  for (const row of report.hotReads) {
    lines.push(
      `  ${padCell(row.name, 34)}${padCell(String(row.gateway.requestsPerSecond), 14)}${padCell(p99(row.gateway), 8)}${padCell(String(row.direct.requestsPerSecond), 14)}${padCell(`${row.ratioToBare}×`, 12)}${padCell(`${Math.round(row.gatewayCost * 100)}%`, 10)}${padCell(`${ms(row.cost.cpuMicros)} µs`, 12)}${padCell(`${ms(row.cpuRatioToBare)}×`, 8)}${ms(row.cost.commands)}`,
    );
  }
  // Commands are judged to a tenth: the few hundredths above a whole number are sent by time, not per request (the
  // content version once a second, the open/closed gate every 2 s, each player's activity once a minute), as the
  // map reads show, which read no team state at all. The services' tests assert each hot read's commands exactly.
  const overGoal = report.hotReads.filter((row) => (row.cpuRatioToBare ?? 0) > CPU_GOAL || round(row.cost.commands ?? 0, 1) > COMMANDS_GOAL);
  lines.push(
    overGoal.length === 0
      ? `  每个热读都在目标内（CPU ≤ ${CPU_GOAL}× 裸读，数据库命令按一位小数 ≤ ${COMMANDS_GOAL}/请求）`
      : `  超出目标（CPU ≤ ${CPU_GOAL}× 裸读，数据库命令按一位小数 ≤ ${COMMANDS_GOAL}/请求）：${overGoal.map((row) => `${row.name}（${ms(row.cpuRatioToBare)}×，${ms(row.cost.commands)} 个命令）`).join('、')}`,
  );
  lines.push('  队伍数量与成本（fanhua，经网关，与同一时刻的裸读之比）：');
  for (const row of report.scaling) {
    lines.push(
      `    ${padCell(`${row.teams} 队`, 8)}当前队伍 ${row.teamCurrent.requestsPerSecond}/秒（${row.ratioToBare.teamCurrent}×，p99 ${p99(row.teamCurrent)} ms），资产 ${row.assets.requestsPerSecond}/秒（${row.ratioToBare.assets}×，p99 ${p99(row.assets)} ms）`,
    );
  }
  // The bench process also runs the platform's supervision and its jongodb snapshot thread, so this is their CPU too.
  const generatorCores = (/** @type {{ generatorCores: number }} */ run) => `；压测进程 ${run.generatorCores} 核（含平台看护与快照线程）`;
  const statuses = Object.entries(report.mixed.otherStatuses).map(([status, figures]) => `${status}×${figures.count}`);
  lines.push(
    `  混合的活动一分钟，闭环 ${report.mixed.clients} 个连接（最大吞吐；${report.mixed.seconds} 秒，${report.mixed.teams} 支 fanhua 队伍，权重见 JSON 的 mixed.weights）：${report.mixed.requestsPerSecond} 请求/秒，p50 ${ms(report.mixed.all.p50)} / p95 ${ms(report.mixed.all.p95)} / p99 ${ms(report.mixed.all.p99)} ms；2xx×${report.mixed.ok.count}${statuses.length ? `，${statuses.join('，')}` : ''}${report.mixed.transportErrors ? `，连接错误×${report.mixed.transportErrors}` : ''}${generatorCores(report.mixed)}`,
  );
  const byLabelLines = (/** @type {Record<string, ReturnType<typeof import('./lib/load-generator.mjs').summarise>>} */ byLabel) =>
    Object.entries(byLabel).map(
      ([label, figures]) =>
        `    ${padCell(label, 30)}${padCell(`×${figures.count}`, 8)}p50 ${ms(figures.p50)} / p95 ${ms(figures.p95)} / p99 ${ms(figures.p99)} ms`,
    );
  lines.push(...byLabelLines(report.mixed.byLabel ?? {}));
  for (const run of report.mixedAtRates ?? []) {
    const other = Object.entries(run.otherStatuses).map(([status, figures]) => `${status}×${figures.count}`);
    lines.push(
      `  同一组合按固定到达率 ${run.rate} 请求/秒（开环，延迟从应发出时算起）：实际 ${run.requestsPerSecond} 请求/秒，p50 ${ms(run.all.p50)} / p95 ${ms(run.all.p95)} / p99 ${ms(run.all.p99)} ms；2xx×${run.ok.count}${other.length ? `，${other.join('，')}` : ''}${run.transportErrors ? `，连接错误×${run.transportErrors}` : ''}${generatorCores(run)}`,
      ...byLabelLines(run.byLabel),
    );
  }
  for (const problem of report.setupProblems) lines.push(`  准备步骤没有成功（该项测到的是错误应答）：${problem}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measureHotReads();
  console.log(printHotReads(report));
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'results', `hot-reads-${report.measuredAt.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(REPO_ROOT, 'bench', 'results', 'hot-reads.json'), `${JSON.stringify(report, null, 2)}\n`);
}
