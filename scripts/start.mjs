#!/usr/bin/env node
// npm start: builds what is stale, starts MongoDB, the four services, the gateway and the static builds,
// prints the URL and the demo accounts; Ctrl-C, SIGTERM or a closed terminal stops everything, the database
// last, after its final snapshot. Configuration: README, "配置变量".
import { startPlatform } from './lib/platform.mjs';
import { printLine } from './lib/processes.mjs';
import { platformOptionsFromEnv } from './lib/run-options.mjs';
import { startBanner } from './lib/start-banner.mjs';
import { handleStopSignals } from './lib/stop-signals.mjs';

const started = Date.now();
// A closed terminal or pipe must not crash the runner before it has stopped its children.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
let options;
try {
  options = platformOptionsFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

/** @type {import('./lib/platform.mjs').Platform | null} */
let platform = null;

async function stopAndExit() {
  // Still starting: the platform is stopped as soon as startPlatform returns.
  if (!platform) return;
  await platform.stop();
  printLine('platform', '已全部停止');
  process.exit(0);
}
const stopSignals = handleStopSignals({ part: 'platform', stop: stopAndExit });

try {
  platform = await startPlatform({ ...options, build: !process.argv.includes('--no-build'), stopRequested: stopSignals.requested });
} catch (error) {
  printLine('platform', `启动失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (stopSignals.requested()) await stopAndExit();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`${await startBanner(platform, { seconds, title: '城市实景团队游戏已启动' })}\n`);
