// The whole platform on one machine: one embedded MongoDB lane, the four services, the gateway
// (nginx when it is installed, else the Node proxy) and the static builds. Used by `npm start`,
// the e2e runner and the benchmarks.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeRuntimeAppConfig } from './app-config.mjs';
import { buildPlatform } from './build-steps.mjs';
import { startControlServer } from './control-server.mjs';
import { followFile } from './follow-file.mjs';
import { ensureKeyPair } from './keys.mjs';
import { mapTileSourceOf, prepareLanHttps } from './lan-https.mjs';
import { formatAccessLine, formatServiceLine } from './log-format.mjs';
import { describeLane } from './lane-banner.mjs';
import { DEFAULT_SNAPSHOT_SECONDS, describeLastSnapshot, restoreLatestSnapshot, snapshotDirOf, startPeriodicSnapshots } from './jongodb-snapshots.mjs';
import { createProcessRegistry, endProcessGroup } from './process-registry.mjs';
import { forEachLine, printLine } from './processes.mjs';
import { readRunState, removeRunState, writeRunState } from './run-state.mjs';
import { localServiceAddresses, upstreamsOf } from './service-addresses.mjs';
import { STOP_SIGNALS } from './stop-signals.mjs';
import { createSupervisor, exitCause } from './supervisor.mjs';
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

const HEALTH_TIMEOUT_MS = 90_000;
const snapshotSeconds = Number(process.env.SNAPSHOT_SECONDS) > 0 ? Number(process.env.SNAPSHOT_SECONDS) : DEFAULT_SNAPSHOT_SECONDS;
const STOP_GRACE_MS = 12_000;

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} port */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/** @param {number} port */
async function answersHealth(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** @param {string | null} text */
function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')[0]
      ?.replace(/^Error:\s*/, '')
      .slice(0, 200) ?? ''
  );
}

/**
 * Runs fn with console.error/warn/log silenced when `quiet` (mongodb-memory-server prints whole
 * stack traces when its download fails; the runner says it in one line instead).
 * @template T
 * @param {boolean} quiet
 * @param {() => Promise<T>} fn
 */
async function withQuietConsole(quiet, fn) {
  if (!quiet) return fn();
  const saved = { error: console.error, warn: console.warn, log: console.log };
  console.error = console.warn = console.log = () => {};
  try {
    return await fn();
  } finally {
    Object.assign(console, saved);
  }
}

/**
 * Copies the latest jongodb snapshot into the (empty) database and says what came back.
 * @param {string} uri @param {string} dataDir @param {(part: string, line: string) => void} log
 */
async function restoreSnapshotInto(uri, dataDir, log) {
  const restored = await restoreLatestSnapshot({ uri, dataDir });
  if (!restored) {
    log('mongo', `没有快照（${snapshotDirOf(dataDir)}）：从空数据库开始`);
    return;
  }
  const at = new Date(restored.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
  log('mongo', `已从快照恢复 ${restored.documents} 条记录（${restored.collections} 个集合，快照时间 ${at}）`);
}

/** @param {string} path @param {string} hint */
function requireFile(path, hint) {
  if (!existsSync(path)) throw new Error(`找不到 ${path.replace(`${REPO_ROOT}/`, '')}：${hint}`);
}

/**
 * Starts the platform and resolves once the gateway answers.
 * @param {PlatformOptions} options
 * @returns {Promise<Platform>}
 */
export async function startPlatform(options) {
  const log = options.log ?? printLine;
  const { portBase, dataDir } = options;
  const games = GAMES.filter((game) => options.games.includes(game));
  const services = SERVICES.filter((service) => service.game === null || games.includes(/** @type {any} */ (service.game)));
  const gatewayPort = options.gatewayPort ?? portBase;
  const webBuilds = options.webBuilds !== false;
  const addresses = localServiceAddresses(portBase);
  const upstreams = upstreamsOf(addresses);
  const ports = /** @type {Record<string, number>} */ ({ gateway: gatewayPort });
  for (const service of SERVICES) ports[service.name] = addresses[service.name].port;

  mkdirSync(dataDir, { recursive: true });
  const other = readRunState(dataDir);
  if (other && other.pid !== process.pid) {
    throw new Error(`DATA_DIR ${dataDir} 已被另一个正在运行的平台使用（进程 ${other.pid}，${other.url}）：先停止它，或换一个 DATA_DIR`);
  }
  const registry = createProcessRegistry(dataDir, (line) => log('platform', line));
  await registry.reapLeftovers();
  const wanted = [gatewayPort, ...services.map((service) => addresses[service.name].port), ...(options.controlPort ? [options.controlPort] : [])];
  for (const port of wanted) {
    if (!(await portIsFree(port))) {
      throw new Error(`端口 ${port} 已被占用：是否已有一个平台在运行？请先停止它，或换一个 PORT_BASE（当前 ${portBase}）`);
    }
  }

  if (options.build !== false) await buildPlatform({ web: webBuilds });
  requireFile(repoPath('packages/service-kit/dist/embedded-mongo.js'), '请先运行 npm run build');
  requireFile(repoPath('gateway/dist/node-proxy.js'), '请先运行 npm run build');
  if (webBuilds) requireFile(repoPath('shell/dist/index.html'), '请先运行 npm run build');
  for (const service of services) requireFile(repoPath(`${service.name}/dist/main.js`), '请先运行 npm run build');

  const keys = ensureKeyPair(join(dataDir, 'keys'));
  if (keys.created) log('keys', `已生成 ES256 密钥对：${join(dataDir, 'keys')}`);

  /** @type {Array<() => Promise<void>>} cleanups run in reverse order by stop() */
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

  // The parts run in process groups of their own, so a runner that does not handle the stop signals
  // itself (some benchmarks) would leave them running when Ctrl-C ends it: the platform stops itself then.
  for (const signal of STOP_SIGNALS) {
    if (process.listenerCount(signal) > 0) continue;
    const stopThenExit = () => void stop().finally(() => process.exit(130));
    process.on(signal, stopThenExit);
    cleanups.push(async () => {
      process.off(signal, stopThenExit);
    });
  }

  const supervisor = createSupervisor({ log, isStopping: () => stopping || options.stopRequested?.() === true });
  /** Set once the services can be started and stopped (the database's supervision needs them). */
  let restartServicesAround = async (/** @type {() => Promise<void>} */ work) => work();

  try {
    // MongoDB: MONGODB_URI when given, else one embedded lane shared by every service (one database each).
    let mongoUri = options.mongoUri;
    let lane = 'uri';
    let persistent = true;
    /** @type {string | null} */
    let mongodFailure = null;
    if (mongoUri) {
      log('mongo', `MongoDB：使用 MONGODB_URI（${mongoUri.replace(/\/\/[^@/]*@/, '//***@')}）`);
    } else {
      const { startEmbeddedMongo, previousMongodFailure } = await import(pathToFileURL(repoPath('packages/service-kit/dist/embedded-mongo.js')).href);
      const stateDir = join(dataDir, 'mongo');
      const tryingMongod = process.env.MONGO_LANE !== 'jongodb' && previousMongodFailure(stateDir) === null;
      if (tryingMongod) log('mongo', '正在尝试真实 mongod（mongodb-memory-server，无法下载时约 7 秒后放弃）…');
      // In a process group of its own, like every part: the terminal's Ctrl-C reaches only this runner,
      // which stops the database last, after the final snapshot (a SIGINT to it would lose what came
      // after the previous snapshot).
      let mongo = await withQuietConsole(tryingMongod, () => startEmbeddedMongo({ stateDir, persist: true, ownProcessGroup: true }));
      mongodFailure = previousMongodFailure(stateDir);
      if (tryingMongod && mongo.lane !== 'mongod') {
        const reason = previousMongodFailure(stateDir) ?? '';
        const why = /Download failed|ENOTFOUND|getaddrinfo|EAI_AGAIN/.test(reason) ? '无法下载 mongod 二进制（连不上下载服务器）' : firstLine(reason);
        log('mongo', `拿不到 mongod：${why}；以后直接用 jongodb（删除 ${join(stateDir, 'mongod-lane-failed.json')} 可再试）`);
      }
      cleanups.push(() => mongo.stop());
      // A runner that exits without stopping (a second Ctrl-C) leaves no database behind.
      const killDatabaseNow = () => {
        const pid = /** @type {{ pid?: number }} */ (mongo).pid;
        if (!pid || lane !== 'jongodb') return; // mongodb-memory-server's own watcher ends a mongod whose parent is gone
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      };
      process.on('exit', killDatabaseNow);
      cleanups.push(async () => {
        process.off('exit', killDatabaseNow);
      });
      mongoUri = /** @type {string} */ (mongo.uri);
      lane = mongo.lane;
      persistent = mongo.persistent;
      log(
        'mongo',
        persistent
          ? `MongoDB：内嵌 ${lane}（${mongoUri}），数据保存在 ${join(dataDir, 'mongo')}，重启不会丢失`
          : `MongoDB：内嵌 ${lane}（${mongoUri}），内存数据库：每 ${snapshotSeconds} 秒写一次快照到 ${snapshotDirOf(dataDir)}，启动时恢复`,
      );
      /** @type {ReturnType<typeof startPeriodicSnapshots> | null} */
      let snapshots = null;
      if (lane === 'jongodb') {
        registry.record('mongo', mongo.pid, 'jongodb');
        await restoreSnapshotInto(mongoUri, dataDir, log);
        const uri = mongoUri;
        snapshots = startPeriodicSnapshots({ uri, dataDir, seconds: snapshotSeconds, log: (line) => log('mongo', line) });
        const running = snapshots;
        // Runs after the gateway and the services stopped (cleanups run in reverse), before the database stops.
        cleanups.push(async () => log('mongo', describeLastSnapshot(await running.stop(), dataDir)));
      }
      const { startJongodb } = await import(pathToFileURL(repoPath('packages/service-kit/dist/embedded-mongo.js')).href);
      const port = Number(new URL(mongoUri.replace(/^mongodb:/, 'http:')).port);
      const superviseDatabase = (/** @type {{ onUnexpectedExit: (listener: (cause: string) => void) => void }} */ running) =>
        running.onUnexpectedExit((cause) =>
          supervisor.partExited('mongo', {
            cause,
            effect: '所有游戏暂时回答“数据库暂时连不上”（503）',
            restart: async () => {
              await snapshots?.pause();
              // The services are restarted around it: they build every index at start, against the restored data.
              await restartServicesAround(async () => {
                const next =
                  lane === 'jongodb'
                    ? await startJongodb(port, { ownProcessGroup: true })
                    : await startEmbeddedMongo({ stateDir, persist: true, port, ownProcessGroup: true });
                mongo = next;
                superviseDatabase(next);
                if (lane === 'jongodb') {
                  registry.record('mongo', next.pid, 'jongodb');
                  await restoreSnapshotInto(/** @type {string} */ (mongoUri), dataDir, log);
                }
              });
              snapshots?.resume();
            },
          }),
        );
      superviseDatabase(mongo);
    }

    const laneNotes = describeLane({ lane, mongodFailure, snapshotDir: snapshotDirOf(dataDir), snapshotSeconds });
    const appConfigFile = writeRuntimeAppConfig({ dataDir, openGames: games, organiserFile: options.appConfigFile });

    /** @type {Map<string, import('node:child_process').ChildProcess>} */
    const children = new Map();
    /** Children stopped through stopService: their exit is expected. */
    const stoppedOnPurpose = new WeakSet();
    const killAllNow = () => {
      for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
    };
    process.on('exit', killAllNow);
    cleanups.push(async () => {
      process.off('exit', killAllNow);
    });

    /** @param {ServiceName} name */
    const startService = async (name) => {
      const service = SERVICES.find((entry) => entry.name === name);
      if (!service || !services.includes(service)) throw new Error(`${name} 不在本次运行中`);
      const previous = children.get(name);
      if (previous && previous.exitCode === null && previous.signalCode === null) return;
      const { host, port } = addresses[name];
      const child = spawn(process.execPath, [repoPath(`${name}/dist/main.js`)], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: the terminal's Ctrl-C reaches only the runner, which stops the gateway
        // and the services first, then writes the final snapshot, then stops the database.
        detached: process.platform !== 'win32',
        env: {
          ...process.env,
          NODE_ENV: process.env.NODE_ENV ?? 'production',
          PORT: String(port),
          HOST: host,
          // Where a game service asks svc-auth for a caller's phone (tokens do not carry it).
          AUTH_URL: `http://${addresses['svc-auth'].address}`,
          MONGODB_URI: mongoUri,
          // The lane behind that URI, so the service's own log names it (jongodb, mongod or uri).
          MONGODB_URI_LANE: lane,
          MONGO_DB: service.database,
          JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
          ...(name === 'svc-auth' ? { JWT_PRIVATE_KEY_FILE: keys.privateKeyFile } : { JWT_PRIVATE_KEY_FILE: '', JWT_PRIVATE_KEY: '' }),
          SEED_DEMO: '1',
          LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'info',
          DATA_DIR: dataDir,
        },
      });
      children.set(name, child);
      registry.record(name, child.pid, `${name}/dist/main.js`);
      let lastLine = '';
      const onLine = (/** @type {string} */ line) => {
        lastLine = formatServiceLine(line);
        log(name, lastLine);
      };
      forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stdout), onLine);
      forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stderr), onLine);
      child.on('exit', (code, signal) => {
        if (stopping || stoppedOnPurpose.has(child) || !ready) return;
        supervisor.partExited(name, {
          cause: exitCause(code, signal, lastLine),
          effect: service.game ? '该游戏的接口（包括登录）暂时回答 SERVICE_BUSY（服务暂时繁忙），首页显示“暂时无法使用”' : '三个游戏暂时都无法登录和注册',
          restart: () => startService(name),
        });
      });
      let ready = false;
      const deadline = Date.now() + HEALTH_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} 启动失败（退出码 ${child.exitCode}），见上方日志`);
        if (await answersHealth(port)) {
          ready = true;
          return;
        }
        await delay(150);
      }
      child.kill('SIGKILL');
      throw new Error(`${name} 在 ${HEALTH_TIMEOUT_MS / 1000} 秒内没有通过健康检查（端口 ${port}）`);
    };

    /** @param {ServiceName} name */
    const stopService = async (name) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      stoppedOnPurpose.add(child);
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
      });
      log(name, '已停止');
    };
    cleanups.push(async () => {
      await Promise.all(services.map((service) => stopService(service.name)));
    });

    restartServicesAround = async (work) => {
      await Promise.all(services.map((service) => stopService(service.name)));
      await work();
      await Promise.all(services.map((service) => startService(service.name)));
    };
    await Promise.all(services.map((service) => startService(service.name)));
    log('platform', `服务已就绪：${services.map((service) => `${service.name}:${addresses[service.name].port}`).join('  ')}`);

    // Gateway.
    const { findNginx, nginxVersionOf, startNginx } = await import(pathToFileURL(repoPath('gateway/dist/nginx-process.js')).href);
    const { renderNginxConfig } = await import(pathToFileURL(repoPath('gateway/dist/render-nginx-config.js')).href);
    const { localStaticRoots } = await import(pathToFileURL(repoPath('gateway/dist/gateway-layout.js')).href);
    const staticRoots = localStaticRoots(REPO_ROOT, appConfigFile);
    const mapTileSource = await mapTileSourceOf(appConfigFile);
    const lanHttps = options.https ? await prepareLanHttps(dataDir, portBase) : null;
    if (lanHttps?.created) log('gateway', `已生成局域网 HTTPS 证书：${lanHttps.certificateFile}`);
    const nginxBinary = options.gateway === 'node' ? null : findNginx();
    if (options.gateway === 'nginx' && !nginxBinary) throw new Error('GATEWAY=nginx，但 PATH 上没有 nginx（apt-get install nginx）');
    /** @type {'nginx' | 'node'} */
    let gateway;
    if (nginxBinary) {
      gateway = 'nginx';
      const prefixDir = join(dataDir, 'nginx');
      mkdirSync(prefixDir, { recursive: true });
      const stopFollowing = followFile(join(prefixDir, 'access.log'), (line) => {
        const text = formatAccessLine(line, options.accessLog ?? 'api');
        if (text) log('gateway', text);
      });
      const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
      const config = renderNginxConfig({
        mode: 'local',
        listenPort: gatewayPort,
        enabledGames: games,
        upstreams,
        staticRoots,
        mapTileSource,
        nginxVersion: nginxVersionOf(nginxBinary),
        ...(lanHttps ? { tls: { certificateFile: lanHttps.certificateFile, keyFile: lanHttps.keyFile, hsts: false } } : {}),
        // Workers of a root master would run as nobody, who may not read a checkout under /root.
        ...(isRoot ? { user: 'root' } : {}),
      });
      const launchNginx = async () => {
        const started = await startNginx({
          binary: nginxBinary,
          prefixDir,
          config,
          port: gatewayPort,
          onOutput: (/** @type {string} */ line) => log('gateway', line),
        });
        registry.record('gateway', started.child.pid, prefixDir, { group: true });
        started.child.once('exit', (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => {
          if (stopping || started !== running) return;
          supervisor.partExited('gateway', {
            cause: exitCause(code, signal),
            effect: '首页和所有游戏暂时打不开',
            restart: async () => {
              await endProcessGroup(started.child.pid);
              running = await launchNginx();
            },
          });
        });
        return started;
      };
      let running = await launchNginx();
      cleanups.push(async () => {
        await running.stop();
        stopFollowing();
      });
      log('gateway', `nginx（配置：${join(prefixDir, 'nginx.conf')}）`);
    } else {
      gateway = 'node';
      const { startNodeProxy } = await import(pathToFileURL(repoPath('gateway/dist/node-proxy.js')).href);
      const proxy = await startNodeProxy({
        port: gatewayPort,
        enabledGames: games,
        upstreams,
        staticRoots,
        mapTileSource,
        ...(lanHttps ? { tls: { certificate: lanHttps.certificate, key: lanHttps.key, hsts: false } } : {}),
        log: (/** @type {string} */ line) => {
          const text = formatAccessLine(line, options.accessLog ?? 'api');
          if (text) log('gateway', text);
        },
      });
      cleanups.push(() => proxy.close());
      log(
        'gateway',
        options.gateway === 'node'
          ? 'GATEWAY=node：使用同一路由清单驱动的 Node 代理'
          : 'PATH 上没有 nginx：使用同一路由清单驱动的 Node 代理（安装 nginx 后自动改用 nginx）',
      );
    }

    const url = `${lanHttps ? 'https' : 'http'}://localhost:${portBase}`;
    const lanUrls = lanHttps?.urls ?? [];
    let controlUrl = null;
    if (options.controlPort) {
      controlUrl = await startControlServer(options.controlPort, { stopService, startService, children, services }, cleanups);
    }

    writeRunState(dataDir, {
      mongoUri,
      lane,
      persistent,
      ports,
      pid: process.pid,
      url,
      games: [...games],
      gateway,
      startedAt: new Date().toISOString(),
    });

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
      services: services.map((service) => service.name),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
