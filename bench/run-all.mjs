#!/usr/bin/env node
// @ts-check
// npm run bench: the foundation figures, API latency, the hot reads and the mixed minute beside the bare read, and the
// trade chain beside a bare transaction (README, "测得的数据"). Printed, never asserted; bench/results/latest.json for comparing commits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureApiLatency, printApiLatency } from './api-latency.mjs';
import { measureBundleSizes, printBundleSizes } from './bundle-sizes.mjs';
import { measureHotReads, printHotReads } from './hot-reads.mjs';
import { measureStartupTime, printStartupTime } from './startup-time.mjs';
import { measureTradeChain, printTradeChain } from './trade-chain.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const startup = await measureStartupTime();
const sizes = await measureBundleSizes();
const api = await measureApiLatency();
const hotReads = await measureHotReads();
const tradeChain = await measureTradeChain();
console.log('');
console.log(printStartupTime(startup));
console.log('');
console.log(printBundleSizes(sizes));
console.log('');
console.log(printApiLatency(api));
console.log('');
console.log(printHotReads(hotReads));
console.log('');
console.log(printTradeChain(tradeChain));
mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(REPO_ROOT, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), startup, sizes, api, hotReads, tradeChain }, null, 2)}\n`,
);
