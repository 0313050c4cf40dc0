#!/usr/bin/env node
// @ts-check
// An event day in miniature, through the gateway of a platform this script starts (jongodb lane unless MONGO_LANE says
// otherwise): phones of the three games polling their screens and answering or trading with Idempotency-Keys, a share
// of replies lost and resent with the same key, a few phones offline for a while, fanhua phones on the radio stream,
// an organiser sending notices, radio broadcasts and corrections, and a game service killed with SIGKILL and brought
// back by the platform's supervisor. At the end it checks the database against what everybody was told (nothing
// acknowledged lost or doubled, each team's counter equal to its stored answers, every radio message stored once and
// delivered live to every stream connected while it was sent) and prints latency per request family beside a bare
// read (the bare Express + mongoose findOne on the same lane) sampled all along. Writes bench/results/event-day.json.
//   npm run bench:event-day -w bench -- [--phones 40] [--seconds 180] [--drop 0.1] [--offline 0.05] [--offline-seconds 30]
//     [--kill svc-fanhua|svc-pilotsh|svc-polish120|none] [--kill-at 0.4] [--port-base 19760] [--no-build]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { benchAccountId, benchAccountTokens } from './lib/bench-accounts.mjs';
import { login, padCell, withBenchPlatform } from './lib/bench-platform.mjs';
import { checkEventDay } from './lib/event-day-checks.mjs';
import { createPhone, runPhone } from './lib/event-day-phones.mjs';
import { runOrganiser } from './lib/event-day-organiser.mjs';
import { freeAreaRewards } from './lib/free-area-rewards.mjs';
import { createFamilyLog, createPhoneClient } from './lib/phone-client.mjs';
import { send, summarise } from './lib/load-generator.mjs';
import { importBenchRosters } from './lib/event-roster.mjs';
import { buildNodeProjects } from '../scripts/lib/build-steps.mjs';
import { ensureKeyPair } from '../scripts/lib/keys.mjs';
import { localServiceAddresses } from '../scripts/lib/service-addresses.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const { values: flags } = parseArgs({
  options: {
    phones: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '180' },
    drop: { type: 'string', default: '0.1' },
    offline: { type: 'string', default: '0.05' },
    'offline-seconds': { type: 'string', default: '30' },
    kill: { type: 'string', default: 'svc-fanhua' },
    'kill-at': { type: 'string', default: '0.4' },
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '19760' },
    'no-build': { type: 'boolean', default: false },
  },
});
const PHONES = Number(flags.phones);
const SECONDS = Number(flags.seconds);
const DROP = Number(flags.drop);
const OFFLINE_SHARE = Number(flags.offline);
const OFFLINE_SECONDS = Number(flags['offline-seconds']);
const KILL = flags.kill === 'none' ? null : /** @type {import('../scripts/lib/workspace.mjs').ServiceName} */ (flags.kill);
const KILL_AT = Number(flags['kill-at']);
const portBase = Number(flags['port-base']);
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `citygames-bench-event-day-${portBase}`);
const GAMES_OF_PHONES = /** @type {const} */ (['pilotsh', 'polish120', 'fanhua']);
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;
const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pid of the service process the platform runs on `port` (Linux: its command line names the service's entry and
 * its environment the port). @param {string} service @param {number} port
 */
function pidOfService(service, port) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes(`${service}/dist/main.js`)) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // a process that ended meanwhile
    }
  }
  throw new Error(`找不到端口 ${port} 上的 ${service} 进程`);
}

/** Kills `service` with SIGKILL at `at` and measures until its /health answers again. @param {import('../scripts/lib/workspace.mjs').ServiceName} service @param {number} at */
async function killAndWatch(service, at) {
  await pause(at - Date.now());
  const { port } = localServiceAddresses(portBase)[service];
  const pid = pidOfService(service, port);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  const agent = new http.Agent({ keepAlive: false });
  for (;;) {
    await pause(200);
    const health = await send(agent, port, { method: 'GET', path: '/health' }, 1000).catch(() => ({ status: 0 }));
    if (health.status === 200) return { service, pid, killedAt, downSeconds: round((Date.now() - killedAt) / 1000) };
  }
}

/** Reads the bare baseline as often as a busy phone polls, for the whole run. @param {number} barePort @param {ReturnType<typeof createFamilyLog>} log @param {number} endAt */
async function readBare(barePort, log, endAt) {
  const client = createPhoneClient({ port: barePort, dropShare: 0, log, stopped: () => true });
  while (Date.now() < endAt) {
    await client.read('裸读（基线）', { method: 'GET', path: '/bare/read?key=k1' });
    await pause(200);
  }
  client.close();
}

/**
 * The phones' players: pilotsh's and polish120's bench teams (each game's roster code), polish120's teams started as
 * their screens start them (the start question answered, then start), fanhua's players each founding a team.
 * @param {{ gateway: number, mongoUri: string, privateKey: string, perGame: number }} options
 */
async function preparePlayers({ gateway, mongoUri, privateKey, perGame }) {
  const rosters = await importBenchRosters({ mongoUri, count: perGame, privateKey });
  const client = new MongoClient(mongoUri);
  await client.connect();
  const pack = await client
    .db('citygames_polish120')
    .collection('event_packs')
    .findOne({ _id: /** @type {never} */ ('current') });
  await client.close();
  const startAnswer = /** @type {string} */ (pack?.content?.start?.answers?.[0]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const post = async (/** @type {string} */ token, /** @type {string} */ path, /** @type {unknown} */ body) => {
    const answer = await send(agent, gateway, { method: 'POST', path, headers: { authorization: `Bearer ${token}` }, body }, 60_000);
    if (answer.status >= 300) throw new Error(`${path}：${answer.status} ${answer.body.slice(0, 200)}`);
  };
  for (const token of rosters.polish120) {
    await post(token, '/api/polish120/start/answer', { answer: startAnswer });
    await post(token, '/api/polish120/team/status', { type: 'start', args: { confirm_start: true } });
  }
  const fanhua = await benchAccountTokens({
    mongoUri,
    privateKey,
    accounts: Array.from({ length: perGame }, (_, n) => ({
      label: `bench-fanhua-${n}`,
      game: 'fanhua',
      name: `压测队长${n}`,
      phone: `139${String(n).padStart(8, '0')}`,
    })),
    expiresInSeconds: 7200,
  });
  for (const [n, token] of fanhua.entries()) await post(token, '/api/fanhua/team/create', { name: `压测队${n}`, description: '压测' });
  agent.destroy();
  return { pilotsh: rosters.pilotsh, polish120: rosters.polish120, fanhua };
}

/** Makes the organiser's account with the platform's own command and logs in through the gateway. @param {number} gateway @param {string} mongoUri */
async function organiserToken(gateway, mongoUri) {
  const phone = '13900009999';
  const password = 'bench-organiser-1';
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'make-organizer.mjs'), phone, '压测组织者'], {
    env: { ...process.env, MONGODB_URI: mongoUri, ORGANIZER_PASSWORD: password },
    stdio: 'ignore',
  });
  return login(gateway, '/api/organizer/login', { phone, password });
}

async function main() {
  if (!flags['no-build']) await buildNodeProjects();
  const machine = { cpus: cpus().length, loadavgBefore: loadavg().map(round) };
  console.log(
    `活动日模拟：${PHONES} 部手机、${SECONDS} 秒、${DROP * 100}% 应答丢失后用同一个键重发、${OFFLINE_SHARE * 100}% 的手机离线 ${OFFLINE_SECONDS} 秒、` +
      `${KILL ? `第 ${Math.round(SECONDS * KILL_AT)} 秒用 SIGKILL 杀掉 ${KILL}` : '不杀服务'}（负载均值 ${machine.loadavgBefore.join(' / ')}）`,
  );
  const result = await withBenchPlatform({ portBase, dataDir, barePortOffset: 30, quiet: true }, async ({ platform, barePort, signal }) => {
    const gateway = portBase;
    const privateKey = readFileSync(ensureKeyPair(join(dataDir, 'keys')).privateKeyFile, 'utf8');
    const perGame = Math.ceil(PHONES / GAMES_OF_PHONES.length);
    const tokens = await preparePlayers({ gateway, mongoUri: platform.mongoUri, privateKey, perGame });
    const rewards = await freeAreaRewards(gateway, /** @type {string} */ (tokens.fanhua[0]));
    const log = createFamilyLog();
    let stopped = false;
    const startAt = Date.now();
    const endAt = startAt + SECONDS * 1000;
    // at least one phone of each game goes offline (fanhua's first: its radio must resume where it left off)
    const offlineCount = Math.max(OFFLINE_SHARE > 0 ? GAMES_OF_PHONES.length : 0, Math.round(PHONES * OFFLINE_SHARE));
    const offlineOrder = /** @type {const} */ (['fanhua', 'pilotsh', 'polish120']);
    const offlinePlayers = new Set(
      Array.from({ length: offlineCount }, (_, k) =>
        benchAccountId(`bench-${offlineOrder[k % offlineOrder.length]}-${Math.floor(k / offlineOrder.length) + 1}`),
      ),
    );
    const phones = GAMES_OF_PHONES.flatMap((game) => tokens[game].map((token, n) => ({ game, token, playerId: benchAccountId(`bench-${game}-${n}`) })))
      .slice(0, PHONES)
      .map((player) => {
        const from = startAt + (0.1 + 0.8 * Math.random()) * Math.max(0, SECONDS - OFFLINE_SECONDS) * 1000;
        const offline = offlinePlayers.has(player.playerId) ? { from, to: from + OFFLINE_SECONDS * 1000 } : null;
        return createPhone({ ...player, port: gateway, dropShare: DROP, log, stopped: () => stopped, offline });
      });

    console.log(`准备好了：${phones.length} 部手机（每个游戏 ${perGame} 支队伍），${phones.filter((phone) => phone.offline).length} 部会离线；开始`);
    const logins = [];
    for (const game of GAMES_OF_PHONES.slice(0, 2))
      for (const phone of ['13800000001', '13800000003']) {
        const started = performance.now();
        await login(gateway, `/api/${game}/login`, { phone, password: 'demo1234' });
        logins.push(performance.now() - started);
      }
    const organiser = await organiserToken(gateway, platform.mongoUri);
    const killing = KILL ? killAndWatch(KILL, startAt + SECONDS * KILL_AT * 1000) : Promise.resolve(null);
    const organiserRun = runOrganiser({ port: gateway, token: organiser, mongoUri: platform.mongoUri, dropShare: DROP, log, endAt, stopped: () => stopped });
    const progress = setInterval(() => {
      const answered = phones.reduce((sum, phone) => sum + phone.told.wrong + phone.told.trades, 0);
      console.log(`  第 ${Math.round((Date.now() - startAt) / 1000)} 秒：已确认的答题与交易 ${answered}`);
    }, 30_000);
    await Promise.all([...phones.map((phone) => runPhone(phone, { endAt, answerEvery: 3, rewards })), readBare(barePort, log, endAt)]);
    stopped = true;
    clearInterval(progress);
    const organiserDone = await organiserRun;
    const kill = await killing;
    if (signal.aborted) throw new Error('被中断');
    // a stream held until 2 s after a broadcast's acknowledgement counts as connected while it was sent
    await pause(3000);
    for (const phone of phones) {
      phone.radio?.close();
      phone.client.close();
    }
    const checks = await checkEventDay({ mongoUri: platform.mongoUri, phones, sentRadio: organiserDone.sentRadio });
    return { phones, log, logins, organiser: organiserDone.done, kill, checks };
  });

  const bare = summarise(result.log.families.get('裸读（基线）')?.ms ?? []);
  console.log(`\n每类请求的延迟（毫秒，经网关；裸读直连基线）：`);
  /** @type {Record<string, unknown>} */
  const families = { 登录: summarise(result.logins) };
  console.log(
    `  ${padCell('登录（演示玩家，含 argon2id）', 34)} ${String(result.logins.length).padStart(6)} 次  p50 ${round(summarise(result.logins).p50 ?? 0)}`,
  );
  for (const [family, figures] of result.log.families) {
    const summary = summarise(figures.ms);
    const ratio = bare.p50 && summary.p50 ? round(summary.p50 / bare.p50) : null;
    families[family] = { ...summary, p50VsBare: ratio, statuses: figures.statuses };
    console.log(
      `  ${padCell(family, 34)} ${String(summary.count).padStart(6)} 次  p50 ${summary.p50}  p95 ${summary.p95}  p99 ${summary.p99}  最大 ${summary.max}` +
        `  p50 是裸读的 ${ratio}×  状态 ${JSON.stringify(figures.statuses)}`,
    );
  }
  const { checks, kill } = result;
  /** @type {import('./lib/event-day-phones.mjs').Phone[]} */
  const phones = result.phones;
  const dropped = phones.reduce((sum, phone) => sum + phone.client.dropped, 0);
  const resent = phones.reduce((sum, phone) => sum + phone.client.resent, 0);
  const givenUp = phones.reduce((sum, phone) => sum + phone.told.givenUp, 0);
  const appliedUnanswered = phones.reduce((sum, phone) => sum + phone.told.appliedUnanswered, 0);
  /** @type {Record<string, number>} */
  const refusals = {};
  for (const phone of phones) for (const [code, n] of Object.entries(phone.told.refusals)) refusals[code] = (refusals[code] ?? 0) + n;
  console.log(`\n丢掉的应答 ${dropped} 个，用同一个键重发 ${resent} 次，放弃的写入 ${givenUp} 个`);
  console.log(`写入的 4xx 结果（按错误码）：${JSON.stringify(refusals)}`);
  console.log(`效果已存下、应答却没有存下的写入（409 IDEMPOTENCY_APPLIED，玩家不知道结果）：${appliedUnanswered} 个`);
  if (kill) console.log(`${kill.service}（pid ${kill.pid}）被 SIGKILL 杀掉，${kill.downSeconds} 秒后由监护进程重启并恢复应答`);
  for (const game of /** @type {const} */ (['pilotsh', 'polish120'])) {
    const answers = checks[game];
    console.log(
      `${game} 答题：告诉玩家“答错”的 ${answers.told} 个，库里 ${answers.stored} 个；丢失 ${answers.lost.length} 名玩家、重复 ${answers.doubled.length} 名玩家、` +
        `计数与记录不符 ${answers.counterMismatches.length} 支队伍`,
    );
  }
  console.log(
    `fanhua 区域奖励：确认的 ${checks.trades.told} 笔，库里 ${checks.trades.stored} 笔；丢失 ${checks.trades.lost.length}、重复 ${checks.trades.doubled.length} 名玩家`,
  );
  const radio = checks.radioDelivery;
  const liveDelay = summarise(radio.liveDelays);
  console.log(
    `电台：组织者确认 ${checks.radioStored.acknowledged} 条，库里 ${checks.radioStored.stored} 条（缺 ${checks.radioStored.missing.length}，重复 ${checks.radioStored.doubledTitles}）；` +
      `应当实时送到的 ${radio.expectedLive} 次中漏了 ${radio.missedLive.length} 次（从组织者发出到到达 p50 ${liveDelay.p50} ms、最大 ${liveDelay.max} ms），` +
      `到结束仍没收到的 ${radio.neverArrived.length} 次`,
  );
  console.log(`组织者：${JSON.stringify(result.organiser)}`);
  const failures = [
    checks.pilotsh.lost.length + checks.pilotsh.doubled.length + checks.pilotsh.counterMismatches.length,
    checks.polish120.lost.length + checks.polish120.doubled.length + checks.polish120.counterMismatches.length,
    checks.trades.lost.length + checks.trades.doubled.length,
    checks.radioStored.missing.length + checks.radioStored.doubledTitles,
    radio.missedLive.length + radio.neverArrived.length,
  ].reduce((sum, count) => sum + count, 0);
  console.log(failures === 0 ? '\n结论：确认过的一切都在库里、只有一份；电台消息都实时送到了。' : `\n结论：发现 ${failures} 处不一致（详见结果文件）。`);

  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  const file = join(REPO_ROOT, 'bench', 'results', 'event-day.json');
  const { liveDelays: _liveDelays, ...radioFigures } = radio;
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lane: process.env.MONGO_LANE ?? 'jongodb',
        options: { phones: PHONES, seconds: SECONDS, drop: DROP, offlineShare: OFFLINE_SHARE, offlineSeconds: OFFLINE_SECONDS, kill: KILL, killAt: KILL_AT },
        machine: { ...machine, loadavgAfter: loadavg().map(round) },
        families,
        dropped,
        resent,
        givenUp,
        appliedUnanswered,
        refusals,
        kill,
        organiser: result.organiser,
        checks: { ...checks, radioDelivery: { ...radioFigures, liveDelay } },
        failures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`结果已写入 ${file}`);
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
