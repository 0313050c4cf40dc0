#!/usr/bin/env node
// Prints one closing line for CI, "Tests: N passed, N failed", from the JSON reports of vitest
// (vitest.json) and Playwright (playwright-*.json) in the given folder. A Playwright report with several
// projects (the cross-engine phase: webkit, firefox) is also counted per project, so a line says which engine failed.
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
/**
 * Passed and failed tests of each project in a Playwright JSON report.
 * @param {{ suites?: PlaywrightSuite[] }} report
 * @typedef {{ suites?: PlaywrightSuite[], specs?: { tests?: { projectName: string, status: string }[] }[] }} PlaywrightSuite
 */
function countByProject(report) {
  /** @type {Map<string, { passed: number, failed: number }>} */
  const counts = new Map();
  /** @param {PlaywrightSuite[]} suites */
  const walk = (suites) => {
    for (const suite of suites) {
      for (const test of (suite.specs ?? []).flatMap((spec) => spec.tests ?? [])) {
        const count = counts.get(test.projectName) ?? { passed: 0, failed: 0 };
        if (test.status === 'expected' || test.status === 'flaky') count.passed += 1;
        if (test.status === 'unexpected') count.failed += 1;
        counts.set(test.projectName, count);
      }
      walk(suite.suites ?? []);
    }
  };
  walk(report.suites ?? []);
  return counts;
}

for (const name of readdirSync(dir)
  .filter((file) => /^playwright-.*\.json$/.test(file))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const { stats } = report;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
  const projects = countByProject(report);
  const perProject =
    projects.size > 1 ? ` (${[...projects].map(([project, count]) => `${project} ${count.passed} passed / ${count.failed} failed`).join(', ')})` : '';
  // A journey that failed and then passed on its retry (webkit only) is counted as passed and named here, never hidden.
  const flaky = stats?.flaky ? `, ${stats.flaky} passed only on retry` : '';
  parts.push(`${name.replace(/\.json$/, '')} ${stats?.expected ?? 0} passed / ${stats?.unexpected ?? 0} failed${flaky}${perProject}`);
}
console.log(parts.join('; '));
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
