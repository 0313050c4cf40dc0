#!/usr/bin/env node
// npm run bench: the foundation figures (README, "测得的数据"). Printed, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundleSizes, printBundleSizes } from './bundle-sizes.mjs';
import { measureStartupTime, printStartupTime } from './startup-time.mjs';
import { REPO_ROOT } from '../scripts/lib/workspace.mjs';

const startup = await measureStartupTime();
const sizes = await measureBundleSizes();
console.log('');
console.log(printStartupTime(startup));
console.log('');
console.log(printBundleSizes(sizes));
mkdirSync(join(REPO_ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(REPO_ROOT, 'bench', 'results', 'latest.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), startup, sizes }, null, 2)}\n`,
);
