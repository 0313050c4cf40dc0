#!/usr/bin/env node
// @ts-check
// fanhua's trade chain beside a bare transaction of the same shape on the same lane, in one run
// (printed, never asserted). Starts the built platform on the jongodb lane behind nginx and the bare
// Express baseline, founds PAIRS pairs of teams (synthetic leaders signed with the platform's own key,
// bread given by an administrator), then:
//   1. CLIENTS clients, one pair each, run create → confirm → accept through the gateway in a closed
//      loop for SECONDS: every step is one transaction of the service (guard document, guarded
//      decrements, the trade record, the radio notes of both teams);
//   2. the same number of clients run the bare transaction (a guard document, a guarded decrement, an
//      increment, a record) for the same time.
// Loopback only; bounded by time and count. Writes bench/results/trade-chain.json.
// Env: BENCH_PORT_BASE (19500), BENCH_DATA_DIR, CLIENTS (4), PAIRS (= CLIENTS), SECONDS (15).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAccountTokens } from './lib/bench-accounts.mjs';
import { padCell, withBenchPlatform } from './lib/bench-platform.mjs';
import { runLoad, send, summarise } from './lib/load-generator.mjs';
import { ensureKeyPair } from '../scripts/lib/keys.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const BARE_PORT_OFFSET = 33;
const STARTING_BREAD = 100_000;
const round = (/** @type {number} */ value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * @param {{ portBase?: number, dataDir?: string, clients?: number, pairs?: number, seconds?: number }} [options]
 */
export async function measureTradeChain({
  portBase = Number(process.env.BENCH_PORT_BASE ?? 19500),
  dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `citygames-bench-trades-${portBase}`),
  clients = Number(process.env.CLIENTS ?? 4),
  pairs = Number(process.env.PAIRS ?? process.env.CLIENTS ?? 4),
  seconds = Number(process.env.SECONDS ?? 15),
} = {}) {
  const loadavgBefore = loadavg().map((value) => round(value));
  return withBenchPlatform(
    { portBase, dataDir, barePortOffset: BARE_PORT_OFFSET, quiet: true },
    /** @param {import('./lib/bench-platform.mjs').BenchRun} run */ async ({ platform, barePort, signal }) => {
      const gateway = portBase;
      const privateKey = readFileSync(ensureKeyPair(join(dataDir, 'keys')).privateKeyFile, 'utf8');
      // accounts of svc-auth (the services ask it for the players' phones): the game admin and a seller and a buyer per pair
      const traders = Array.from({ length: pairs }, (_, n) => [`trade-seller-${n}`, `trade-buyer-${n}`]).flat();
      const [admin = '', ...traderTokens] = await benchAccountTokens({
        mongoUri: platform.mongoUri,
        privateKey,
        accounts: [
          { label: 'bench-admin', game: 'fanhua', role: 'admin', name: '压测管理员', phone: '13600000000' },
          ...traders.map((label, k) => ({
            label,
            game: /** @type {const} */ ('fanhua'),
            name: `压测队长${label}`,
            phone: `1361${String(k).padStart(7, '0')}`,
          })),
        ],
      });
      const tokenOf = (/** @type {string} */ label) => /** @type {string} */ (traderTokens[traders.indexOf(label)]);
      const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
      /** @param {string} token @param {'GET' | 'POST'} method @param {string} path @param {unknown} [body] */
      const call = async (token, method, path, body) => {
        const answer = await send(
          agent,
          gateway,
          { method, path, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body }) },
          30_000,
        );
        return { status: answer.status, body: /** @type {any} */ (answer.body ? JSON.parse(answer.body) : null) };
      };

      /** @type {{ seller: { token: string, teamId: string }, buyer: { token: string, teamId: string } }[]} */
      const teamPairs = [];
      for (let n = 0; n < pairs; n += 1) {
        const side = async (/** @type {string} */ role) => {
          const token = tokenOf(`trade-${role}-${n}`);
          const created = await call(token, 'POST', '/api/fanhua/team/create', { name: `压测${role === 'seller' ? '卖' : '买'}方${n}`, description: '压测' });
          if (created.status !== 201) throw new Error(`建队失败：${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
          const teamId = String(created.body.teamId);
          const given = await call(admin, 'POST', '/api/fanhua/trade/add-asset', { team_id: teamId, type: 'food', arg: 'bread', count: STARTING_BREAD });
          if (given.status !== 200) throw new Error(`加资产失败：${given.status} ${JSON.stringify(given.body).slice(0, 200)}`);
          return { token, teamId };
        };
        teamPairs.push({ seller: await side('seller'), buyer: await side('buyer') });
      }

      /** @type {Record<'create' | 'confirm' | 'accept', number[]>} */
      const steps = { create: [], confirm: [], accept: [] };
      /** @type {Record<string, number>} */
      const refusals = {};
      let chains = 0;
      const timed = async (/** @type {'create' | 'confirm' | 'accept'} */ step, /** @type {() => ReturnType<typeof call>} */ run) => {
        const started = performance.now();
        const answer = await run();
        if (answer.status >= 200 && answer.status < 300) steps[step].push(performance.now() - started);
        else refusals[`${step} ${answer.status} ${answer.body?.error ?? ''}`] = (refusals[`${step} ${answer.status} ${answer.body?.error ?? ''}`] ?? 0) + 1;
        return answer;
      };
      const started = performance.now();
      const deadline = started + seconds * 1000;
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          const { seller, buyer } = /** @type {(typeof teamPairs)[number]} */ (teamPairs[client % teamPairs.length]);
          while (performance.now() < deadline && !signal.aborted) {
            const created = await timed('create', () =>
              call(seller.token, 'POST', '/api/fanhua/trade/create', {
                to_team_id: buyer.teamId,
                items: [{ type: 'food', arg: 'bread', count: -1 }],
                msg: '压测',
              }),
            );
            if (created.status !== 201) continue;
            const id = String(created.body.trade_id);
            if ((await timed('confirm', () => call(seller.token, 'POST', `/api/fanhua/trade/confirm/${id}`))).status !== 200) continue;
            if ((await timed('accept', () => call(buyer.token, 'POST', `/api/fanhua/trade/accept/${id}`))).status === 200) chains += 1;
          }
        }),
      );
      const tradeSeconds = (performance.now() - started) / 1000;
      agent.destroy();

      const bare = await runLoad({
        port: barePort,
        clients,
        requests: 1_000_000,
        seconds,
        signal,
        next: (index) => ({ method: 'POST', path: '/bare/transaction', body: { from: `a${index % clients}`, to: `b${index % clients}` } }),
      });
      const stepFigures = Object.fromEntries(Object.entries(steps).map(([step, latencies]) => [step, summarise(latencies)]));
      const allSteps = summarise(Object.values(steps).flat());
      return {
        measuredAt: new Date().toISOString(),
        lane: platform.lane,
        gateway: platform.gateway,
        clients,
        pairs,
        seconds,
        machine: { cpus: cpus().length, loadavgBefore, loadavgAfter: loadavg().map((value) => round(value)) },
        trades: {
          chainsPerSecond: round(chains / tradeSeconds),
          transactionsPerSecond: round(Object.values(steps).flat().length / tradeSeconds),
          steps: stepFigures,
          allSteps,
          refusals,
        },
        bare: { transactionsPerSecond: bare.okPerSecond, ok: bare.ok, otherStatuses: bare.otherStatuses, transportErrors: bare.transportErrors },
        ratio: {
          throughput: bare.okPerSecond ? round(Object.values(steps).flat().length / tradeSeconds / bare.okPerSecond) : null,
          p50: allSteps.p50 && bare.ok.p50 ? round(allSteps.p50 / bare.ok.p50) : null,
        },
      };
    },
  );
}

/** @param {Awaited<ReturnType<typeof measureTradeChain>>} report */
export function printTradeChain(report) {
  const ms = (/** @type {number | null} */ value) => (value === null ? '–' : String(value));
  const lines = [
    `交易链与裸事务（${report.lane} 通道，网关 ${report.gateway}，${report.clients} 个客户端、${report.pairs} 对队伍，各 ${report.seconds} 秒，${report.machine.cpus} 核，负载 ${report.machine.loadavgBefore.join('/')} → ${report.machine.loadavgAfter.join('/')}）`,
    `  ${padCell('步骤', 26)}${padCell('次数', 8)}p50 / p95 / p99 ms`,
  ];
  for (const [step, figures] of Object.entries(report.trades.steps)) {
    lines.push(
      `  ${padCell(`fanhua 交易 ${step}（网关）`, 26)}${padCell(String(figures.count), 8)}${ms(figures.p50)} / ${ms(figures.p95)} / ${ms(figures.p99)}`,
    );
  }
  lines.push(
    `  ${padCell('裸事务（直连）', 26)}${padCell(String(report.bare.ok.count), 8)}${ms(report.bare.ok.p50)} / ${ms(report.bare.ok.p95)} / ${ms(report.bare.ok.p99)}`,
    `  交易 ${report.trades.chainsPerSecond} 笔/秒（每笔 3 个事务：${report.trades.transactionsPerSecond} 个/秒），裸事务 ${report.bare.transactionsPerSecond} 个/秒；` +
      `吞吐之比 ${report.ratio.throughput ?? '–'}×，p50 之比 ${report.ratio.p50 ?? '–'}×`,
  );
  const refused = Object.entries(report.trades.refusals);
  if (refused.length) lines.push(`  没有成功的步骤：${refused.map(([what, count]) => `${what}×${count}`).join('，')}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measureTradeChain();
  console.log(printTradeChain(report));
  mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(join(REPO_ROOT, 'bench', 'results', 'trade-chain.json'), `${JSON.stringify(report, null, 2)}\n`);
}
