#!/usr/bin/env node
// @ts-check
// An event's radio listeners through the gateway (printed, never asserted; loopback only).
// Starts the built platform (jongodb lane, nginx or the Node proxy), logs a fanhua demo player in,
// takes STREAMS one-use stream tickets, then opens STREAMS concurrent radio streams
// (GET /api/fanhua/msg/stream, one connection each, as phones would) and, while they are open,
// probes the landing page and a fanhua API call. Reports how many streams opened (their `ready`
// event arrived), how many were refused (any other status, a reset, or no `ready` in time), the
// probes' failures and latency, and the gateway's resident memory. Bounded: every stream, the probes
// and the whole run have deadlines; it closes everything and stops the platform by itself.
// Writes bench/results/sse-load.json.
// Env: BENCH_PORT_BASE (19500), STREAMS (5000), HOLD_SECONDS (20), OPEN_SECONDS (180: phones still arriving then are not tried). `--no-build`
// starts what is already built.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { send, summarise } from './lib/load-generator.mjs';
import { startPlatform } from '../scripts/lib/platform.mjs';
import { GAMES, REPO_ROOT } from '../scripts/lib/workspace.mjs';

const STREAMS = Number(process.env.STREAMS ?? 5000);
const HOLD_SECONDS = Number(process.env.HOLD_SECONDS ?? 20);
const OPEN_SECONDS = Number(process.env.OPEN_SECONDS ?? 180);
const TICKET_CLIENTS = 16;
const OPEN_BATCH = 250;
const PROBE_EVERY_MS = 500;
const DEMO_PLAYER = { name: '13800000001', password: 'demo1234' };

/**
 * Opens one radio stream on its own connection. Resolves with how it went; the request stays open
 * (returned as `request`) until the caller destroys it.
 * @param {number} port @param {string} ticket @param {number} deadline epoch ms
 */
function openStream(port, ticket, deadline) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (/** @type {Record<string, unknown>} */ outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, request, ms: performance.now() - started });
    };
    const request = http.get(
      { host: '127.0.0.1', port, path: `/api/fanhua/msg/stream?ticket=${encodeURIComponent(ticket)}`, agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          finish({ ok: false, reason: `HTTP ${response.statusCode}` });
          return;
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
          if (text.includes('event: ready')) finish({ ok: true });
        });
        response.on('error', () => finish({ ok: false, reason: '连接被重置' }));
        response.on('end', () => finish({ ok: false, reason: '连接被关闭' }));
      },
    );
    request.on('error', (error) => finish({ ok: false, reason: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message }));
    const timer = setTimeout(() => finish({ ok: false, reason: '超时未就绪' }), Math.max(1000, deadline - Date.now()));
  });
}

/**
 * Probes the landing page and one API call while `keepGoing()` holds; returns their figures.
 * @param {number} port @param {string} token @param {() => boolean} keepGoing
 */
async function probeSite(port, token, keepGoing) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const results = { landing: { ms: /** @type {number[]} */ ([]), failures: 0 }, api: { ms: /** @type {number[]} */ ([]), failures: 0 } };
  while (keepGoing()) {
    for (const [name, spec] of /** @type {const} */ ([
      ['landing', { method: 'GET', path: '/' }],
      ['api', { method: 'GET', path: '/api/fanhua/msg/team?page=1', headers: { authorization: `Bearer ${token}` } }],
    ])) {
      const started = performance.now();
      try {
        const answer = await send(agent, port, spec, 5000);
        if (answer.status === 200) results[name].ms.push(performance.now() - started);
        else results[name].failures += 1;
      } catch {
        results[name].failures += 1;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  agent.destroy();
  return {
    landing: { ...summarise(results.landing.ms), failures: results.landing.failures },
    api: { ...summarise(results.api.ms), failures: results.api.failures },
  };
}

/**
 * Resident memory (MB) of the gateway's processes, from the nginx pid file or null for the Node proxy.
 * @param {string} dataDir
 */
function gatewayMemoryMb(dataDir) {
  try {
    const master = readFileSync(join(dataDir, 'nginx', 'nginx.pid'), 'utf8').trim();
    const out = execFileSync('ps', ['-o', 'rss=', '--ppid', master, '-p', master], { encoding: 'utf8' });
    return Math.round(
      out
        .split('\n')
        .filter(Boolean)
        .reduce((sum, line) => sum + Number(line.trim()), 0) / 1024,
    );
  } catch {
    return null;
  }
}

/**
 * Stream tickets for `count` listeners, taken by a few clients at once until `until` (epoch ms).
 * @param {number} port @param {string} token @param {number} count @param {number} until
 */
async function takeTickets(port, token, count, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: TICKET_CLIENTS });
  /** @type {string[]} */
  const tickets = [];
  let next = 0;
  const client = async () => {
    while (next < count && Date.now() < until) {
      next += 1;
      const answer = await send(agent, port, { method: 'POST', path: '/api/fanhua/msg/stream-ticket', headers: { authorization: `Bearer ${token}` } }, 30_000);
      if (answer.status !== 200) throw new Error(`取连接凭证失败：${answer.status} ${answer.body.slice(0, 200)}`);
      tickets.push(JSON.parse(answer.body).ticket);
    }
  };
  await Promise.all(Array.from({ length: TICKET_CLIENTS }, client));
  agent.destroy();
  return tickets;
}

export async function measureSseLoad({ portBase = Number(process.env.BENCH_PORT_BASE ?? 19500), build = true } = {}) {
  const dataDir = join(tmpdir(), `citygames-sse-bench-${portBase}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.env.MONGO_LANE = 'jongodb';
  const platform = await startPlatform({ portBase, dataDir, games: [...GAMES], logLevel: 'warn', accessLog: 'errors', build, log: () => {} });
  /** @type {http.ClientRequest[]} */
  const open = [];
  try {
    const login = await send(new http.Agent(), portBase, { method: 'POST', path: '/api/fanhua/login/', body: DEMO_PLAYER });
    if (login.status !== 200) throw new Error(`登录失败：${login.status} ${login.body.slice(0, 200)}`);
    const token = JSON.parse(login.body).token;
    const memoryBefore = gatewayMemoryMb(dataDir);
    const openStarted = performance.now();
    const deadline = Date.now() + OPEN_SECONDS * 1000;
    let opening = true;
    const probing = probeSite(portBase, token, () => opening && Date.now() < deadline);
    /** @type {Awaited<ReturnType<typeof openStream>>[]} */
    const outcomes = [];
    let ticketMs = 0;
    // Phones arrive in batches; each takes its one-use ticket (valid for a minute) right before it connects.
    while (outcomes.length < STREAMS && Date.now() < deadline) {
      const ticketsStarted = performance.now();
      const tickets = await takeTickets(portBase, token, Math.min(OPEN_BATCH, STREAMS - outcomes.length), deadline);
      ticketMs += performance.now() - ticketsStarted;
      const batch = await Promise.all(tickets.map((ticket) => openStream(portBase, ticket, Date.now() + 30_000)));
      for (const outcome of batch) {
        outcomes.push(outcome);
        open.push(outcome.request);
      }
    }
    const ticketSeconds = ticketMs / 1000;
    opening = false;
    const openSeconds = (performance.now() - openStarted) / 1000;
    const opened = outcomes.filter((outcome) => outcome.ok);
    // hold them all open while the probes keep going, then stop probing
    const holdUntil = Date.now() + HOLD_SECONDS * 1000;
    const probeWhileHeld = probeSite(portBase, token, () => Date.now() < holdUntil);
    const memoryHeld = gatewayMemoryMb(dataDir);
    const [duringOpening, whileHeld] = await Promise.all([probing, probeWhileHeld]);
    const stillOpen = opened.filter((outcome) => !outcome.request.destroyed && outcome.request.socket && !outcome.request.socket.destroyed).length;
    /** @type {Record<string, number>} */
    const refusedBy = {};
    for (const outcome of outcomes.filter((item) => !item.ok)) refusedBy[outcome.reason] = (refusedBy[outcome.reason] ?? 0) + 1;
    return {
      gateway: platform.gateway,
      streams: STREAMS,
      tickets: outcomes.length,
      ticketSeconds: Math.round(ticketSeconds * 10) / 10,
      openSeconds: Math.round(openSeconds * 10) / 10,
      opened: opened.length,
      refused: outcomes.length - opened.length,
      notTried: STREAMS - outcomes.length,
      refusedBy,
      stillOpenAfterHold: stillOpen,
      readyMs: summarise(opened.map((outcome) => outcome.ms)),
      probes: { duringOpening, whileHeld },
      gatewayMemoryMb: { before: memoryBefore, held: memoryHeld },
      loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
    };
  } finally {
    for (const request of open) request.destroy();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const line = (/** @type {string} */ name, /** @type {ReturnType<typeof summarise> & { failures: number }} */ probe) =>
  `    ${name}：成功 ${probe.count} 次，失败 ${probe.failures} 次，p50 ${probe.p50} ms，p95 ${probe.p95} ms，最大 ${probe.max} ms`;

/** @param {Awaited<ReturnType<typeof measureSseLoad>>} result */
export function printSseLoad(result) {
  return [
    `电台实时连接压测（经 ${result.gateway} 网关，只连 127.0.0.1）`,
    ...(result.notTried ? [`  OPEN_SECONDS 内只来得及连 ${result.tickets} 个（每张凭证是一次写入，jongodb 上越写越慢）`] : []),
    `  ${result.tickets} 个并发连接：打开 ${result.opened} 个，被拒 ${result.refused} 个${result.notTried ? `，超时未尝试 ${result.notTried} 个` : ''}` +
      `${
        result.refused
          ? `（${Object.entries(result.refusedBy)
              .map(([reason, count]) => `${reason} ${count}`)
              .join('，')}）`
          : ''
      }`,
    `  其中取凭证 ${result.ticketSeconds} 秒；分批取凭证并打开共用了 ${result.openSeconds} 秒；就绪时间 p50 ${result.readyMs.p50} ms，p95 ${result.readyMs.p95} ms，最大 ${result.readyMs.max} ms`,
    `  保持期结束时仍然打开：${result.stillOpenAfterHold} 个`,
    '  打开连接期间的首页与接口探测：',
    line('首页 /', result.probes.duringOpening.landing),
    line('接口 /api/fanhua/msg/team', result.probes.duringOpening.api),
    '  全部连接保持期间：',
    line('首页 /', result.probes.whileHeld.landing),
    line('接口 /api/fanhua/msg/team', result.probes.whileHeld.api),
    `  网关常驻内存：打开前 ${result.gatewayMemoryMb.before ?? '—'} MB，全部打开时 ${result.gatewayMemoryMb.held ?? '—'} MB；负载均值 ${result.loadAverage.join(' / ')}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureSseLoad({ build: !process.argv.includes('--no-build') });
  console.log(printSseLoad(result));
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'results', 'sse-load.json'), `${JSON.stringify(result, null, 2)}\n`);
}
