#!/usr/bin/env node
// npm run dev: the platform of `npm start` (same database lane, demo content, gateway and PORT_BASE), but
// the shell and the remotes come from rspack dev servers with hot module replacement, and the services are
// recompiled and restarted when their code changes. Ctrl-C, SIGTERM or a closed terminal stops everything.
import { DEV_GATEWAY_PORT_OFFSET, devServerSpecs, startDevServers } from './lib/dev-servers.mjs';
import { startDevProxy } from './lib/dev-proxy.mjs';
import { startPlatform } from './lib/platform.mjs';
import { printLine } from './lib/processes.mjs';
import { platformOptionsFromEnv } from './lib/run-options.mjs';
import { watchServices } from './lib/service-watch.mjs';
import { startBanner } from './lib/start-banner.mjs';
import { handleStopSignals } from './lib/stop-signals.mjs';
import { GAMES } from './lib/workspace.mjs';

const started = Date.now();
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
let options;
try {
  options = platformOptionsFromEnv(process.env);
  // The dev front on PORT_BASE speaks plain HTTP; phones that need HTTPS use npm start.
  if (options.https) throw new Error('npm run dev 不支持 HTTPS=1：需要在手机上测试定位等功能时请用 npm start');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

/** Stops, in reverse order, what has been started so far. @type {Array<() => Promise<void>>} */
const stops = [];
/** While starting, a signal only marks the stop request: the start-up stops what it started at its next step. */
let starting = true;

async function stopAll() {
  for (let stop = stops.pop(); stop; stop = stops.pop()) {
    try {
      await stop();
    } catch (error) {
      printLine('dev', `停止时出错：${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const stopSignals = handleStopSignals({
  part: 'dev',
  stop: async () => {
    if (starting) return;
    await stopAll();
    printLine('dev', '已全部停止');
    process.exit(0);
  },
});

const { portBase } = options;
const gatewayPort = portBase + DEV_GATEWAY_PORT_OFFSET;
try {
  const platform = await startPlatform({
    ...options,
    gatewayPort,
    webBuilds: false,
    build: !process.argv.includes('--no-build'),
    stopRequested: stopSignals.requested,
  });
  stops.push(platform.stop);
  if (stopSignals.requested()) throw new Error('已收到中断');

  const specs = devServerSpecs(portBase, GAMES, platform.games);
  stops.push(await startDevServers(specs, { gatewayPort, log: printLine }));
  if (stopSignals.requested()) throw new Error('已收到中断');

  const remotePorts = Object.fromEntries(specs.filter((spec) => spec.name !== 'shell').map((spec) => [spec.name.replace(/^mf-/, ''), spec.port]));
  const shellPort = specs.find((spec) => spec.name === 'shell')?.port ?? portBase;
  const front = await startDevProxy(portBase, { gatewayPort, shellPort, remotePorts }, (line) => printLine('dev', line));
  stops.push(front.close);

  const watcher = watchServices({
    services: platform.services,
    restart: async (service) => {
      const name = /** @type {import('./lib/workspace.mjs').ServiceName} */ (service);
      await platform.stopService(name);
      await platform.startService(name);
    },
    log: printLine,
  });
  // stopped before the platform, so no restart races the shutdown
  stops.push(watcher.stop);

  starting = false;
  if (stopSignals.requested()) throw new Error('已收到中断');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const banner = await startBanner(platform, {
    seconds,
    title: '城市实景团队游戏（开发模式）已启动',
    notes: [
      `开发服务器：shell ${shellPort}${specs
        .filter((spec) => spec.name !== 'shell')
        .map((spec) => `、${spec.name} ${spec.port}`)
        .join('')}；网关 ${gatewayPort}（都经 ${platform.url} 访问）`,
      '改前端代码：页面原地热更新（React Fast Refresh，状态保留）；改服务代码：重新编译后自动重启该服务',
    ],
  });
  process.stdout.write(`${banner}\n`);
} catch (error) {
  starting = false;
  if (!stopSignals.requested()) printLine('dev', `启动失败：${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  if (stopSignals.requested()) printLine('dev', '已全部停止');
  process.exit(stopSignals.requested() ? 0 : 1);
}
