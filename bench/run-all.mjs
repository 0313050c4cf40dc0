#!/usr/bin/env node
// @ts-check
// npm run bench: the foundation figures, API latency and the hot reads beside the bare read (README, "测得的数据"). Printed, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureApiLatency, printApiLatency } from './api-latency.mjs';
import { measureBundleSizes, printBundleSizes } from './bundle-sizes.mjs';
import { measureHotReads, printHotReads } from './hot-reads.mjs';
import { measureStartupTime, printStartupTime } from './startup-time.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const startup = await measureStartupTime();
const sizes = await measureBundleSizes();
const api = await measureApiLatency();
const hotReads = await measureHotReads();
console.log('');
console.log(printStartupTime(startup));
console.log('');
console.log(printBundleSizes(sizes));
console.log('');
console.log(printApiLatency(api));
console.log('');
console.log(printHotReads(hotReads));
mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(REPO_ROOT, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), startup, sizes, api, hotReads }, null, 2)}\n`,
);
