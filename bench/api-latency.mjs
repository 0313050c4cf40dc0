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
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { login, padCell, withBenchPlatform } from './lib/bench-platform.mjs';
import { runLoad } from './lib/load-generator.mjs';
import { localServiceAddresses } from '../scripts/lib/service-addresses.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const DEMO_PASSWORD = 'demo1234';
const PILOTSH_PLAYERS = [1, 2, 3, 4, 5, 6].map((n) => `1380000000${n}`); // teams: (1,2) (3,4) (5,6)
const PILOTSH_START_TASKS = ['T1-1', 'T1-2', 'T1-3']; // the starting area's tasks in the demo pack
const SLO_P95_MS = 2000; // a hunt under load answers 95% of its calls within 2 s
const BARE_PORT_OFFSET = 30;

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
  const machine = { cpus: cpus().length, loadavgBefore: loadavg().map((value) => Math.round(value * 100) / 100) };
  return withBenchPlatform(
    { portBase, dataDir, barePortOffset: BARE_PORT_OFFSET, quiet },
    /** @param {import('./lib/bench-platform.mjs').BenchRun} run */ async ({ platform, barePort, signal }) => {
      const gateway = portBase;
      const pilotshPort = localServiceAddresses(portBase)['svc-pilotsh'].port;
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
          signal,
        });
        if (signal.aborted) break;
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
    },
  );
}

/** @param {Awaited<ReturnType<typeof measureApiLatency>>} report */
export function printApiLatency(report) {
  const ms = (/** @type {number | null} */ value) => (value === null ? '–' : `${value}`);
  const lines = [
    `接口延迟与吞吐（${report.lane} 通道，网关 ${report.gateway}，${report.machine.cpus} 核，负载 ${report.machine.loadavgBefore.join('/')} → ${report.machine.loadavgAfter.join('/')}；机器上还有其他进程）`,
    `  ${padCell('场景', 38)}${padCell('并发', 6)}${padCell('请求', 7)}${padCell('请求/秒', 9)}${padCell('p50', 8)}${padCell('p95', 8)}${padCell('p99', 8)}${padCell('应答字节', 10)}其他状态 / 错误`,
    '  （p50/p95/p99 是 2xx 应答的毫秒数；请求/秒计所有应答；其他状态单独列出）',
  ];
  for (const row of report.results) {
    const others = Object.entries(row.otherStatuses).map(([status, figures]) => `${status}×${figures.count}（p50 ${ms(figures.p50)}）`);
    if (others.length) others.unshift(`2xx×${row.ok.count}（${row.okPerSecond}/秒）`);
    if (row.transportErrors) others.push(`连接错误×${row.transportErrors}`);
    lines.push(
      `  ${padCell(row.name, 38)}${padCell(String(row.clients), 6)}${padCell(String(row.requests), 7)}${padCell(String(row.requestsPerSecond), 9)}${padCell(ms(row.ok.p50), 8)}${padCell(ms(row.ok.p95), 8)}${padCell(ms(row.ok.p99), 8)}${padCell(ms(row.okBodyBytes), 10)}${others.join('，') || '无'}`,
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
