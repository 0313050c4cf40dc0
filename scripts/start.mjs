#!/usr/bin/env node
// npm start: builds what is stale, starts MongoDB, the four services, the gateway and the static builds,
// prints the URL and the demo accounts; Ctrl-C stops everything. Configuration: README, "配置变量".
import { startPlatform } from './lib/platform.mjs';
import { printLine } from './lib/processes.mjs';
import { platformOptionsFromEnv } from './lib/run-options.mjs';
import { startBanner } from './lib/start-banner.mjs';

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
let shuttingDown = false;
let firstSignalAt = 0;

async function shutdown(/** @type {string} */ signal) {
  // `timeout` and some supervisors signal the process and then its group: one stop request, not two.
  if (shuttingDown && Date.now() - firstSignalAt < 1500) return;
  if (shuttingDown) {
    printLine('platform', '再次收到中断：强制退出');
    process.exit(130);
  }
  shuttingDown = true;
  firstSignalAt = Date.now();
  printLine('platform', `收到 ${signal}，正在停止所有进程…`);
  // Still starting: the platform is stopped as soon as startPlatform returns.
  if (!platform) return;
  await platform.stop();
  printLine('platform', '已全部停止');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  platform = await startPlatform({ ...options, build: !process.argv.includes('--no-build') });
} catch (error) {
  printLine('platform', `启动失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (shuttingDown) {
  await platform.stop();
  printLine('platform', '已全部停止');
  process.exit(0);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`${await startBanner(platform, { seconds, title: '城市实景团队游戏已启动' })}\n`);
