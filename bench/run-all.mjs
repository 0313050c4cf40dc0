#!/usr/bin/env node
// npm run bench: the foundation figures and API latency (README, "测得的数据"). Printed, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureApiLatency, printApiLatency } from './api-latency.mjs';
import { measureBundleSizes, printBundleSizes } from './bundle-sizes.mjs';
import { measureStartupTime, printStartupTime } from './startup-time.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const startup = await measureStartupTime();
const sizes = await measureBundleSizes();
const api = await measureApiLatency();
console.log('');
console.log(printStartupTime(startup));
console.log('');
console.log(printBundleSizes(sizes));
console.log('');
console.log(printApiLatency(api));
mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(REPO_ROOT, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), startup, sizes, api }, null, 2)}\n`,
);
