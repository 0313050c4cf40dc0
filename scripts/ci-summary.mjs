#!/usr/bin/env node
// Prints one closing line for CI, "Tests: N passed, N failed", from the JSON reports of vitest
// (vitest.json) and Playwright (playwright-*.json) in the given folder.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir || !existsSync(dir)) {
  console.error('用法：node scripts/ci-summary.mjs <报告目录>');
  process.exit(2);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  parts.push(`vitest ${report.numPassedTests ?? 0} passed / ${report.numFailedTests ?? 0} failed`);
}
for (const name of readdirSync(dir)
  .filter((file) => /^playwright-.*\.json$/.test(file))
  .sort()) {
  const { stats } = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
  parts.push(`${name.replace(/\.json$/, '')} ${stats?.expected ?? 0} passed / ${stats?.unexpected ?? 0} failed`);
}
console.log(parts.join('; '));
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
