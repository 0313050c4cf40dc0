// The whole platform on one machine: one embedded MongoDB lane, the four services, the gateway
// (nginx when it is installed, else the Node proxy) and the static builds. Used by `npm start`,
// the e2e runner and the benchmarks.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { writeRuntimeAppConfig } from './app-config.mjs';
import { buildPlatform } from './build-steps.mjs';
import { startControlServer } from './control-server.mjs';
import { snapshotSeconds, startDatabaseLane } from './database-lane.mjs';
import { startGateway } from './gateway-process.mjs';
import { snapshotDirOf } from './jongodb-snapshots.mjs';
import { ensureKeyPair } from './keys.mjs';
import { describeLane } from './lane-banner.mjs';
import { createProcessRegistry } from './process-registry.mjs';
import { printLine } from './processes.mjs';
import { readRunState, removeRunState, writeRunState } from './run-state.mjs';
import { localServiceAddresses, upstreamsOf } from './service-addresses.mjs';
import { createServiceProcesses } from './service-processes.mjs';
import { withProgress } from './step-progress.mjs';
import { STOP_SIGNALS } from './stop-signals.mjs';
import { createSupervisor } from './supervisor.mjs';
import { GAMES, REPO_ROOT, SERVICES, repoPath } from './workspace.mjs';

/**
 * @typedef {import('./workspace.mjs').ServiceName} ServiceName
 * @typedef {object} PlatformOptions
 * @property {number} portBase gateway on portBase, services on portBase + 20..23
 * @property {string} dataDir absolute folder for keys, MongoDB state, nginx files, run-state.json
 * @property {readonly string[]} games the games that are open (svc-auth always runs)
 * @property {'auto' | 'nginx' | 'node'} [gateway] default 'auto': nginx when on PATH
 * @property {boolean} [build] build what is stale first (default true)
 * @property {boolean} [webBuilds] build and require the static browser builds (default true; `npm run dev`
 *   serves the browser code from rspack dev servers instead)
 * @property {number} [gatewayPort] default portBase (`npm run dev` puts its dev front on portBase)
 * @property {string} [mongoUri] use this MongoDB instead of an embedded lane
 * @property {string} [logLevel] services' LOG_LEVEL (default 'info')
 * @property {import('./log-format.mjs').AccessLogMode} [accessLog] which gateway requests are printed (default 'api')
 * @property {number} [controlPort] loopback port of the control endpoint (stop/start a service), e2e only
 * @property {string} [appConfigFile] the organiser's app-config.json to start from
 * @property {boolean} [https] serve HTTPS with a generated certificate, for phones on the local network
 * @property {() => boolean} [stopRequested] true once the runner has been asked to stop (a signal): from
 *   then on no exit of a part is unexpected, even before the runner gets to stop the platform
 * @property {(part: string, line: string) => void} [log]
 */

/**
 * @typedef {object} Platform
 * @property {string} url
 * @property {string[]} lanUrls HTTPS addresses for phones on the local network (https only)
 * @property {number} portBase
 * @property {string} dataDir
 * @property {readonly string[]} games
 * @property {string} lane
 * @property {boolean} persistent
 * @property {string[]} laneNotes what the lane means for the organiser (start-up banner)
 * @property {string} mongoUri
 * @property {'nginx' | 'node'} gateway
 * @property {Record<string, number>} ports
 * @property {Record<ServiceName, string>} upstreams where the gateway forwards each service ("host:port")
 * @property {string | null} controlUrl
 * @property {(name: ServiceName) => Promise<void>} stopService
 * @property {(name: ServiceName) => Promise<void>} startService
 * @property {ServiceName[]} services the services of this run
 * @property {() => Promise<void>} stop
 */

/** @param {number} port */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/** @param {string} path @param {string} hint */
function requireFile(path, hint) {
  if (!existsSync(path)) throw new Error(`找不到 ${path.replace(`${REPO_ROOT}/`, '')}：${hint}`);
}

/**
 * Which parts this run has and where they listen.
 * @param {PlatformOptions} options
 */
function planRun(options) {
  const games = GAMES.filter((game) => options.games.includes(game));
  const services = SERVICES.filter((service) => service.game === null || games.includes(/** @type {any} */ (service.game)));
  const gatewayPort = options.gatewayPort ?? options.portBase;
  const addresses = localServiceAddresses(options.portBase);
  const ports = /** @type {Record<string, number>} */ ({ gateway: gatewayPort });
  for (const service of SERVICES) ports[service.name] = addresses[service.name].port;
  const wantedPorts = [gatewayPort, ...services.map((service) => addresses[service.name].port), ...(options.controlPort ? [options.controlPort] : [])];
  return { games, services, gatewayPort, addresses, upstreams: upstreamsOf(addresses), ports, wantedPorts };
}

/**
 * Refuses to start over a run that is still there (its DATA_DIR or its ports), after ending what a killed
 * run left behind.
 * @param {PlatformOptions} options @param {number[]} wantedPorts @param {(part: string, line: string) => void} log
 */
async function claimDataDirAndPorts(options, wantedPorts, log) {
  mkdirSync(options.dataDir, { recursive: true });
  const other = readRunState(options.dataDir);
  if (other && other.pid !== process.pid) {
    throw new Error(`DATA_DIR ${options.dataDir} 已被另一个正在运行的平台使用（进程 ${other.pid}，${other.url}）：先停止它，或换一个 DATA_DIR`);
  }
  const registry = createProcessRegistry(options.dataDir, (line) => log('platform', line));
  await registry.reapLeftovers();
  for (const port of wantedPorts) {
    if (!(await portIsFree(port))) {
      throw new Error(`端口 ${port} 已被占用：是否已有一个平台在运行？请先停止它，或换一个 PORT_BASE（当前 ${options.portBase}）`);
    }
  }
  return registry;
}

/**
 * Builds what is stale (unless told not to) and checks that every part the run starts is built.
 * @param {PlatformOptions} options @param {import('./workspace.mjs').ServiceSpec[]} services
 */
async function requireBuilds(options, services) {
  const webBuilds = options.webBuilds !== false;
  if (options.build !== false) await buildPlatform({ web: webBuilds });
  const hint = '请先运行 npm run build';
  requireFile(repoPath('packages/service-kit/dist/data/embedded-mongo.js'), hint);
  requireFile(repoPath('gateway/dist/node-proxy.js'), hint);
  if (webBuilds) requireFile(repoPath('shell/dist/index.html'), hint);
  for (const service of services) requireFile(repoPath(`${service.name}/dist/main.js`), hint);
}

/**
 * What stop() undoes, in reverse order of registration; stop() runs once.
 * @param {string} dataDir @param {{ remove: () => void }} registry @param {(part: string, line: string) => void} log
 */
function createStopStack(dataDir, registry, log) {
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log('platform', `停止时出错：${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // Last: while the file exists, other commands may rely on the platform being there.
    if (readRunState(dataDir)?.pid === process.pid) removeRunState(dataDir);
    registry.remove();
  };
  const onStop = (/** @type {() => Promise<void>} */ cleanup) => void cleanups.push(cleanup);
  // The parts run in process groups of their own, so a runner that does not handle the stop signals
  // itself (some benchmarks) would leave them running when Ctrl-C ends it: the platform stops itself then.
  for (const signal of STOP_SIGNALS) {
    if (process.listenerCount(signal) > 0) continue;
    const stopThenExit = () => void stop().finally(() => process.exit(130));
    process.on(signal, stopThenExit);
    onStop(async () => void process.off(signal, stopThenExit));
  }
  return { stop, onStop, isStopping: () => stopping };
}

/**
 * A long step says what it does and, while it runs, how long it has taken (through `npm start`'s own printer;
 * a caller with its own log, such as a test, gets only the log's lines).
 * @template T @param {PlatformOptions} options @param {string} part @param {string} doing @param {() => Promise<T>} step
 */
const step = (options, part, doing, step) => (options.log ? step() : withProgress(part, doing, step));

/**
 * @typedef {object} RunContext what every step of a run shares
 * @property {string} dataDir
 * @property {(part: string, line: string) => void} log
 * @property {(cleanup: () => Promise<void>) => void} onStop
 * @property {ReturnType<typeof createSupervisor>} supervisor
 * @property {ReturnType<typeof createProcessRegistry>} registry
 * @property {() => boolean} isStopping
 */

/**
 * Starts the platform and resolves once the gateway answers.
 * @param {PlatformOptions} options
 * @returns {Promise<Platform>}
 */
export async function startPlatform(options) {
  const log = options.log ?? printLine;
  const { dataDir } = options;
  const plan = planRun(options);
  const registry = await claimDataDirAndPorts(options, plan.wantedPorts, log);
  await requireBuilds(options, plan.services);
  const keys = ensureKeyPair(join(dataDir, 'keys'));
  if (keys.created) log('keys', `已生成 ES256 密钥对：${join(dataDir, 'keys')}`);
  const stack = createStopStack(dataDir, registry, log);
  const isStopping = () => stack.isStopping() || options.stopRequested?.() === true;
  const run = { dataDir, log, onStop: stack.onStop, supervisor: createSupervisor({ log, isStopping }), registry, isStopping };
  try {
    return { ...(await startParts(options, plan, keys, run)), stop: stack.stop };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * The database, then the services on it, then the gateway in front of them.
 * @param {PlatformOptions} options @param {ReturnType<typeof planRun>} plan
 * @param {{ publicKeyFile: string, privateKeyFile: string }} keys @param {RunContext} run
 * @returns {Promise<Omit<Platform, 'stop'>>}
 */
async function startParts(options, plan, keys, run) {
  const { dataDir, portBase } = options;
  /** @type {ReturnType<typeof createServiceProcesses> | null} */
  let processes = null;
  // A database that restarts takes the services with it (they build their indexes at start).
  const restartServicesAround = async (/** @type {() => Promise<void>} */ work) => {
    await processes?.stopAll();
    await work();
    await processes?.startAll();
  };
  const database = await step(options, 'mongo', '正在启动数据库', () => startDatabaseLane(options.mongoUri, { ...run, restartServicesAround }));
  const laneNotes = describeLane({ lane: database.lane, mongodFailure: database.mongodFailure, snapshotDir: snapshotDirOf(dataDir), snapshotSeconds });
  const appConfigFile = writeRuntimeAppConfig({ dataDir, openGames: plan.games, organiserFile: options.appConfigFile });
  const running = createServiceProcesses({ ...plan, ...run, database, keys, logLevel: options.logLevel });
  processes = running;
  process.on('exit', running.killAllNow);
  run.onStop(async () => void process.off('exit', running.killAllNow));
  run.onStop(running.stopAll);
  await step(options, 'platform', `正在启动 ${plan.services.length} 个服务`, running.startAll);
  run.log('platform', `服务已就绪：${plan.services.map((service) => `${service.name}:${plan.addresses[service.name].port}`).join('  ')}`);
  const choice = options.gateway;
  const gatewayContext = { ...plan, ...run, portBase, appConfigFile, choice, https: options.https === true, accessLog: options.accessLog ?? 'api' };
  const { gateway, lanUrls } = await startGateway(gatewayContext);
  const url = `${options.https ? 'https' : 'http'}://localhost:${portBase}`;
  const { stopService, startService, children } = running;
  const control = { stopService, startService, children, services: plan.services };
  const controlUrl = options.controlPort ? await startControlServer(options.controlPort, control, run.onStop) : null;
  const { games, ports, upstreams } = plan;
  const { mongoUri, lane, persistent } = database;
  const startedAt = new Date().toISOString();
  writeRunState(dataDir, { mongoUri, lane, persistent, ports, pid: process.pid, url, games: [...games], gateway, startedAt });
  const services = plan.services.map((service) => service.name);
  return {
    url,
    lanUrls,
    portBase,
    dataDir,
    games,
    lane,
    persistent,
    laneNotes,
    mongoUri,
    gateway,
    ports,
    upstreams,
    controlUrl,
    stopService,
    startService,
    services,
  };
}
