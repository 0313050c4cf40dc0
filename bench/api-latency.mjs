#!/usr/bin/env node
// @ts-check
// API latency and throughput on the jongodb lane: starts the built platform, logs the
// demo players in through the gateway and drives a small closed-loop load (bench/lib/load-generator.mjs)
// at the calls a hunt makes most: every screen's reads, the answer submission and its ban check, and
// login (argon2id included). The baseline is a bare Express app with one findOne / one insert on the
// same jongodb lane and a collection of comparable size, and the same read direct to the service port
// shows what the gateway adds. jongodb's writes slow down as collections grow and its absolute write
// times are not MongoDB's: read the service rows against the baseline rows, never on their own.
// Env: BENCH_PORT_BASE (19080), BENCH_DATA_DIR, CLIENTS (8), SECONDS (4 per scenario).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, send } from './lib/load-generator.mjs';
import { startPlatform } from '../scripts/lib/platform.mjs';
import { forEachLine } from '../scripts/lib/processes.mjs';
import { GAMES, REPO_ROOT, SERVICES } from '../scripts/lib/workspace.mjs';

const DEMO_PASSWORD = 'demo1234';
const PILOTSH_PLAYERS = [1, 2, 3, 4, 5, 6].map((n) => `1380000000${n}`); // teams: (1,2) (3,4) (5,6)
const PILOTSH_START_TASKS = ['T1-1', 'T1-2', 'T1-3']; // the starting area's tasks in the demo pack
const SLO_P95_MS = 2000; // a hunt under load answers 95% of its calls within 2 s
const BARE_PORT_OFFSET = 30;

/** @param {number} port @param {string} path @param {unknown} body */
async function login(port, path, body) {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await send(agent, port, { method: 'POST', path, body });
  if (answer.status !== 200) throw new Error(`登录失败 ${path}：${answer.status} ${answer.body.slice(0, 200)}`);
  return /** @type {string} */ (JSON.parse(answer.body).token);
}

/**
 * Starts the baseline server and resolves once it listens.
 * @param {{ port: number, mongoUri: string }} options
 */
function startBareExpress({ port, mongoUri }) {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'bench', 'lib', 'bare-express-server.mjs')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), MONGODB_URI: mongoUri, MONGO_DB: 'citygames_bench', SEED_DOCS: '60', NODE_ENV: 'production' },
  });
  const ready = new Promise((resolve, reject) => {
    /** @type {string[]} */
    const stderr = [];
    forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stderr), (line) => stderr.push(line));
    forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stdout), (line) => {
      if (line.trim() === 'READY') resolve(undefined);
    });
    child.once('exit', (code) => reject(new Error(`基线 Express 退出（${code}）：${stderr.slice(-5).join(' | ')}`)));
    setTimeout(() => reject(new Error('基线 Express 30 秒内没有就绪')), 30_000).unref();
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { ready, stop };
}

/**
 * @param {{ portBase?: number, dataDir?: string, clients?: number, seconds?: number, quiet?: boolean }} [options]
 */
export async function measureApiLatency({
  portBase = Number(process.env.BENCH_PORT_BASE ?? 19080),
  dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `citygames-bench-api-${portBase}`),
  clients = Number(process.env.CLIENTS ?? 8),
  seconds = Number(process.env.SECONDS ?? 4),
  quiet = true,
} = {}) {
  rmSync(dataDir, { recursive: true, force: true });
  process.env.MONGO_LANE = 'jongodb';
  const machine = { cpus: cpus().length, loadavgBefore: loadavg().map((value) => Math.round(value * 100) / 100) };

  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [];
  let cleaning = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        try {
          await step();
        } catch {
          // keep stopping the rest
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  // Ctrl-C (or a kill) while measuring: stop what was started, then leave.
  const interrupted = new AbortController();
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    interrupted.abort();
    process.stderr.write(`\n收到 ${signal}，正在停止平台与基线服务…\n`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    // Registered before it resolves, so a Ctrl-C during start-up still stops what did start.
    const starting = startPlatform({
      portBase,
      dataDir,
      games: [...GAMES],
      logLevel: 'warn',
      accessLog: 'errors',
      ...(quiet ? { log: () => {} } : {}),
    });
    cleanups.push(() =>
      starting.then(
        (started) => started.stop(),
        () => undefined,
      ),
    );
    const platform = await starting;
    const barePort = portBase + BARE_PORT_OFFSET;
    const bare = startBareExpress({ port: barePort, mongoUri: platform.mongoUri });
    cleanups.push(() => bare.stop());
    await bare.ready;

    const gateway = portBase;
    const pilotshPort = portBase + /** @type {number} */ (SERVICES.find((service) => service.name === 'svc-pilotsh')?.portOffset);
    /** @type {string[]} */
    const pilotshTokens = [];
    for (const phone of PILOTSH_PLAYERS) pilotshTokens.push(await login(gateway, '/api/pilotsh/login', { phone, password: DEMO_PASSWORD }));
    /** @type {string[]} */
    const fanhuaTokens = [];
    for (const phone of PILOTSH_PLAYERS.slice(0, 3)) fanhuaTokens.push(await login(gateway, '/api/fanhua/login', { name: phone, password: DEMO_PASSWORD }));
    const bearer = (/** @type {string} */ token) => ({ authorization: `Bearer ${token}` });
    const pilotshGet = (/** @type {string} */ path) => (/** @type {number} */ index) => ({
      method: /** @type {const} */ ('GET'),
      path,
      headers: bearer(/** @type {string} */ (pilotshTokens[index % pilotshTokens.length])),
    });
    const cap = 20_000; // every read scenario is bounded by `seconds` first

    // Wrong answers spread evenly over 3 teams × 3 tasks: each (team, task) takes maxWrongAttempts (5)
    // counted writes before its 120 s ban, so 45 requests are the write path and the rest are 429s.
    const wrongAnswers = 90;
    const wrongAnswer = (/** @type {number} */ index) => {
      const team = index % 3;
      const task = PILOTSH_START_TASKS[Math.floor(index / 3) % 3];
      const member = Math.floor(index / 9) % 2;
      return {
        method: /** @type {const} */ ('POST'),
        path: '/api/pilotsh/tasks/complete',
        headers: bearer(/** @type {string} */ (pilotshTokens[team * 2 + member])),
        body: { taskId: task, answer: `压测错误答案${index}` },
      };
    };

    /** @type {{ name: string, group: string, route: string, port: number, clients: number, requests: number, seconds: number, next: (index: number) => import('./lib/load-generator.mjs').RequestSpec }[]} */
    const scenarios = [
      {
        group: '读',
        name: 'pilotsh 任务进度（网关）',
        route: 'GET /api/pilotsh/tasks/progress',
        port: gateway,
        clients,
        requests: cap,
        seconds,
        next: pilotshGet('/api/pilotsh/tasks/progress'),
      },
      {
        group: '读',
        name: 'pilotsh 任务进度（直连服务）',
        route: 'GET /api/pilotsh/tasks/progress',
        port: pilotshPort,
        clients,
        requests: cap,
        seconds,
        next: pilotshGet('/api/pilotsh/tasks/progress'),
      },
      {
        group: '读',
        name: 'fanhua 地图区域（网关）',
        route: 'GET /api/fanhua/area/getAll',
        port: gateway,
        clients,
        requests: cap,
        seconds,
        next: (index) => ({
          method: 'GET',
          path: '/api/fanhua/area/getAll',
          headers: bearer(/** @type {string} */ (fanhuaTokens[index % fanhuaTokens.length])),
        }),
      },
      {
        group: '读',
        name: '基线：裸 Express findOne（直连）',
        route: 'GET /bare/read',
        port: barePort,
        clients,
        requests: cap,
        seconds,
        next: (index) => ({ method: 'GET', path: `/bare/read?key=k${index % 60}` }),
      },
      {
        group: '写',
        name: 'pilotsh 提交错误答案（网关）',
        route: 'POST /api/pilotsh/tasks/complete',
        port: gateway,
        clients: 4,
        requests: wrongAnswers,
        seconds: 60,
        next: wrongAnswer,
      },
      {
        group: '写',
        name: 'pilotsh 封禁状态（网关）',
        route: 'GET /api/pilotsh/tasks/ban',
        port: gateway,
        clients,
        requests: cap,
        seconds,
        next: (index) => ({ ...pilotshGet(`/api/pilotsh/tasks/ban?taskId=${PILOTSH_START_TASKS[index % 3]}`)(index) }),
      },
      {
        group: '写',
        name: '基线：裸 Express insert（直连）',
        route: 'POST /bare/write',
        port: barePort,
        clients: 4,
        requests: wrongAnswers / 2, // the service's counted writes: the same collection growth
        seconds: 60,
        next: (index) => ({ method: 'POST', path: '/bare/write', body: { teamKey: `t${index % 3}`, answer: `压测错误答案${index}` } }),
      },
      {
        group: '登录',
        name: 'pilotsh 登录（网关，含 argon2id）',
        route: 'POST /api/pilotsh/login',
        port: gateway,
        clients: 2,
        requests: 20,
        seconds: 60,
        next: (index) => ({
          method: 'POST',
          path: '/api/pilotsh/login',
          body: { phone: PILOTSH_PLAYERS[index % PILOTSH_PLAYERS.length], password: DEMO_PASSWORD },
        }),
      },
    ];

    const results = [];
    for (const scenario of scenarios) {
      const { next, ...described } = scenario;
      const figures = await runLoad({
        port: scenario.port,
        clients: scenario.clients,
        requests: scenario.requests,
        seconds: scenario.seconds,
        next,
        signal: interrupted.signal,
      });
      if (interrupted.signal.aborted) break;
      results.push({ ...described, target: scenario.port === gateway ? `网关（${platform.gateway}）` : '直连', ...figures });
    }
    return {
      measuredAt: new Date().toISOString(),
      lane: platform.lane,
      gateway: platform.gateway,
      machine: { ...machine, loadavgAfter: loadavg().map((value) => Math.round(value * 100) / 100) },
      sloP95Ms: SLO_P95_MS,
      results,
    };
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** @param {Awaited<ReturnType<typeof measureApiLatency>>} report */
export function printApiLatency(report) {
  const ms = (/** @type {number | null} */ value) => (value === null ? '–' : `${value}`);
  const pad = (/** @type {string} */ text, /** @type {number} */ width) => {
    const length = [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
    return text + ' '.repeat(Math.max(0, width - length));
  };
  const lines = [
    `接口延迟与吞吐（${report.lane} 通道，网关 ${report.gateway}，${report.machine.cpus} 核，负载 ${report.machine.loadavgBefore.join('/')} → ${report.machine.loadavgAfter.join('/')}；机器上还有其他进程）`,
    `  ${pad('场景', 38)}${pad('并发', 6)}${pad('请求', 7)}${pad('请求/秒', 9)}${pad('p50', 8)}${pad('p95', 8)}${pad('p99', 8)}${pad('应答字节', 10)}其他状态 / 错误`,
    '  （p50/p95/p99 是 2xx 应答的毫秒数；请求/秒计所有应答；其他状态单独列出）',
  ];
  for (const row of report.results) {
    const others = Object.entries(row.otherStatuses).map(([status, figures]) => `${status}×${figures.count}（p50 ${ms(figures.p50)}）`);
    if (others.length) others.unshift(`2xx×${row.ok.count}（${row.okPerSecond}/秒）`);
    if (row.transportErrors) others.push(`连接错误×${row.transportErrors}`);
    lines.push(
      `  ${pad(row.name, 38)}${pad(String(row.clients), 6)}${pad(String(row.requests), 7)}${pad(String(row.requestsPerSecond), 9)}${pad(ms(row.ok.p50), 8)}${pad(ms(row.ok.p95), 8)}${pad(ms(row.ok.p99), 8)}${pad(ms(row.okBodyBytes), 10)}${others.join('，') || '无'}`,
    );
  }
  const gatewayRows = report.results.filter((row) => row.target.startsWith('网关') && row.ok.p95 !== null);
  const worst = gatewayRows.reduce((a, b) => ((a.ok.p95 ?? 0) >= (b.ok.p95 ?? 0) ? a : b));
  lines.push(
    `  经网关最慢的 p95：${worst.name} ${ms(worst.ok.p95)} ms；寻宝活动压测目标 p95 < ${report.sloP95Ms} ms（tph k6）：${(worst.ok.p95 ?? 0) < report.sloP95Ms ? '满足' : '不满足'}`,
    '  注意：jongodb 的写入随集合增长变慢，绝对写入时间不代表产品在 MongoDB 上的写入能力；请与同通道的基线行对比。',
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measureApiLatency({ quiet: !process.argv.includes('--verbose') });
  console.log(printApiLatency(report));
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'results', `api-latency-${report.measuredAt.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(REPO_ROOT, 'bench', 'results', 'api-latency.json'), `${JSON.stringify(report, null, 2)}\n`);
}
