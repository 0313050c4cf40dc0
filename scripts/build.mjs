#!/usr/bin/env node
// npm run build: every Node project (tsc -b) and every browser build (rspack), two at a time.
import { buildPlatform } from './lib/build-steps.mjs';
import { printLine } from './lib/processes.mjs';

const started = Date.now();
try {
  await buildPlatform({ all: !process.argv.includes('--stale') });
  printLine('build', `全部构建完成（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
} catch (error) {
  printLine('build', `构建失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
