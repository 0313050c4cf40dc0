#!/usr/bin/env node
// npm run e2e [-- <playwright args>]: builds what is stale, starts the whole platform on E2E_PORT_BASE
// (default 18080) with a fresh data folder and the jongodb lane, runs the Playwright journeys in Debian's
// chromium through the gateway, always stops everything, and exits with Playwright's code.
// The journeys run first, then the core journeys (e2e/engines) in WebKitGTK and Firefox ESR, then the
// disruptive ones (which stop a service) on their own; arguments (file filters, --grep) apply to every phase.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from './lib/platform.mjs';
import { printLine } from './lib/processes.mjs';
import { parseGatewayChoice, parsePortBase } from './lib/run-options.mjs';
import { STOP_SIGNALS } from './lib/stop-signals.mjs';
import { missingEnginePrograms, parseEngines } from './lib/e2e-engines.mjs';
import { GAMES, REPO_ROOT, binPath } from './lib/workspace.mjs';

const portBase = parsePortBase(process.env.E2E_PORT_BASE, 18080);
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `citygames-e2e-${portBase}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);
/** @type {ReturnType<typeof parseEngines>} */
let engines = [];
try {
  engines = parseEngines(process.env.E2E_ENGINES);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!existsSync(chromium)) {
  console.error(`找不到 chromium（${chromium}）：apt-get install chromium，或用 CHROMIUM_PATH 指定`);
  process.exit(1);
}
const missingEngineParts = missingEnginePrograms(engines);
if (missingEngineParts.length > 0) {
  console.error(
    `多引擎旅程缺少：${missingEngineParts.join('、')}。apt-get install webkit2gtk-driver xvfb firefox-esr，或用 E2E_ENGINES=webkit、firefox、none 只跑其中一部分`,
  );
  process.exit(1);
}

// A fresh database per run: jongodb keeps everything in memory, and the folder starts empty.
process.env.MONGO_LANE = 'jongodb';
rmSync(dataDir, { recursive: true, force: true });

/** @type {import('./lib/platform.mjs').Platform | null} */
let platform = null;
/** @type {import('node:child_process').ChildProcess | null} */
let playwright = null;
let interrupted = false;

const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
  if (interrupted) return;
  interrupted = true;
  printLine('e2e', `收到 ${signal}，正在停止…`);
  playwright?.kill(signal);
};
for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

/**
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {string} phase names the JSON report (playwright-<phase>.json inside E2E_REPORT_DIR, when that is set) and
 *   the phase's own folder of failure artefacts, e2e/test-results/<phase> (Playwright empties its output folder
 *   when it starts, so a shared one would lose an earlier phase's failures)
 */
function runPlaywright(args, env, phase) {
  const reportDir = process.env.E2E_REPORT_DIR;
  const reportName = `playwright-${phase}.json`;
  const output = join('e2e', 'test-results', phase);
  return new Promise((resolve) => {
    playwright = spawn(process.execPath, [binPath('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--output', output, ...args], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env, ...(reportDir ? { E2E_JSON_REPORT: join(reportDir, reportName) } : {}) },
    });
    playwright.on('close', (code) => resolve(code ?? 1));
  });
}

let exitCode = 1;
const started = Date.now();
try {
  platform = await startPlatform({
    portBase,
    dataDir,
    games: [...GAMES],
    gateway: parseGatewayChoice(process.env.GATEWAY),
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    accessLog: 'errors',
    controlPort: portBase + 30,
  });
  printLine('e2e', `平台已启动（${((Date.now() - started) / 1000).toFixed(1)} 秒，网关 ${platform.gateway}）：${platform.url}`);
  const env = {
    E2E_BASE_URL: platform.url,
    E2E_CONTROL_URL: /** @type {string} */ (platform.controlUrl),
    E2E_PORT_BASE: String(portBase),
    // where the platform's services listen, for journeys that put a gateway of their own in front of them
    E2E_UPSTREAMS: JSON.stringify(platform.upstreams),
  };
  // Three phases, each with the caller's arguments (file filters, --grep…): the Chromium journeys in parallel;
  // the core journeys in the other engines (one worker per engine, side by side); the disruptive ones alone,
  // so no other journey ever sees a stopped service.
  const journeys = /** @type {number} */ (await runPlaywright(['--project', 'journeys', '--pass-with-no-tests', ...extraArgs], env, 'journeys'));
  const engineProjects = engines.flatMap((engine) => ['--project', engine]);
  const crossEngine =
    interrupted || engines.length === 0
      ? 0
      : /** @type {number} */ (
          await runPlaywright([...engineProjects, '--workers', String(engines.length), '--pass-with-no-tests', ...extraArgs], env, 'engines')
        );
  const disruptive = interrupted
    ? 1
    : /** @type {number} */ (await runPlaywright(['--project', 'disruptive', '--workers', '1', '--pass-with-no-tests', ...extraArgs], env, 'disruptive'));
  exitCode = [journeys, crossEngine, disruptive].find((code) => code !== 0) ?? 0;
} catch (error) {
  printLine('e2e', `失败：${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await platform?.stop();
}
printLine('e2e', `结束（${((Date.now() - started) / 1000).toFixed(0)} 秒），退出码 ${exitCode}`);
process.exit(exitCode);
