#!/usr/bin/env node
// @ts-check
// Compares two benchmark results (the JSON that `npm run bench` writes to bench/results/latest.json,
// or hot-reads.json / trade-chain.json of a single bench), e.g. before and after a commit:
//   node bench/compare.mjs before.json after.json
// Prints the ratios to the bare baseline of the same run side by side, since absolute figures on a
// shared 2-core machine move with its load; the load averages are printed too. Never asserts.
import { readFileSync } from 'node:fs';
import { padCell } from './lib/bench-platform.mjs';

/** @typedef {{ name: string, ratioToBare: number, gatewayCost: number, gateway: { requestsPerSecond: number, all: { p99: number | null } } }} HotRead */
/** @typedef {{ hotReads?: HotRead[], mixed?: { requestsPerSecond: number, all: { p99: number | null } }, machine?: { loadavgBefore: number[], loadavgAfter: number[] } }} HotReadsReport */
/** @typedef {{ trades: { transactionsPerSecond: number }, bare: { transactionsPerSecond: number }, ratio: { throughput: number | null, p50: number | null } }} TradeChainReport */

/** @param {string} file */
function load(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {HotReadsReport | undefined} */
  const hot = report.hotReads && !Array.isArray(report.hotReads) ? report.hotReads : report.hotReads ? report : undefined;
  /** @type {TradeChainReport | undefined} */
  const trades = report.tradeChain ?? (report.trades ? report : undefined);
  return { hot, trades, measuredAt: String(report.measuredAt ?? '?') };
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('用法：node bench/compare.mjs <之前的结果.json> <之后的结果.json>');
  process.exit(2);
}
const before = load(beforeFile);
const after = load(afterFile);
const cell = (/** @type {unknown} */ value) => (value === undefined || value === null ? '–' : String(value));

console.log(
  `之前 ${before.measuredAt}（负载 ${cell(before.hot?.machine?.loadavgBefore.join('/'))}），之后 ${after.measuredAt}（负载 ${cell(after.hot?.machine?.loadavgBefore.join('/'))}）`,
);
console.log(`${padCell('请求', 34)}${padCell('与裸读之比 之前', 16)}${padCell('之后', 8)}${padCell('网关开销 之前', 14)}之后`);
const afterByName = new Map((after.hot?.hotReads ?? []).map((row) => [row.name, row]));
for (const row of before.hot?.hotReads ?? []) {
  const next = afterByName.get(row.name);
  console.log(
    `${padCell(row.name, 34)}${padCell(`${row.ratioToBare}×`, 16)}${padCell(next ? `${next.ratioToBare}×` : '–', 8)}${padCell(`${Math.round(row.gatewayCost * 100)}%`, 14)}${next ? `${Math.round(next.gatewayCost * 100)}%` : '–'}`,
  );
}
for (const row of after.hot?.hotReads ?? []) {
  if (!(before.hot?.hotReads ?? []).some((old) => old.name === row.name)) console.log(`${padCell(row.name, 34)}${padCell('–', 16)}${row.ratioToBare}×`);
}
if (before.hot?.mixed || after.hot?.mixed) {
  const mixed = (/** @type {HotReadsReport['mixed']} */ figures) => (figures ? `${figures.requestsPerSecond} 请求/秒，p99 ${cell(figures.all.p99)} ms` : '–');
  console.log(`混合的一分钟：之前 ${mixed(before.hot?.mixed)}；之后 ${mixed(after.hot?.mixed)}`);
}
if (before.trades || after.trades) {
  const trades = (/** @type {TradeChainReport | undefined} */ report) =>
    report
      ? `吞吐之比 ${cell(report.ratio.throughput)}×，p50 之比 ${cell(report.ratio.p50)}×（交易事务 ${report.trades.transactionsPerSecond}/秒，裸事务 ${report.bare.transactionsPerSecond}/秒）`
      : '–';
  console.log(`交易链与裸事务：之前 ${trades(before.trades)}；之后 ${trades(after.trades)}`);
}
