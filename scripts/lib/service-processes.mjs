// The services step of a local run: each service a Node process of its own (its own process group), started
// until its /health answers, stopped with SIGTERM, brought back by the supervisor when it dies on its own.
import { spawn } from 'node:child_process';
import { formatServiceLine } from './log-format.mjs';
import { forEachLine } from './processes.mjs';
import { exitCause } from './supervisor.mjs';
import { REPO_ROOT, SERVICES, repoPath } from './workspace.mjs';

const HEALTH_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 12_000;

/** @typedef {import('./workspace.mjs').ServiceName} ServiceName */

/**
 * @typedef {object} ServiceRunContext
 * @property {import('./workspace.mjs').ServiceSpec[]} services the services of this run
 * @property {Record<ServiceName, { host: string, port: number, address: string }>} addresses
 * @property {string} dataDir
 * @property {{ mongoUri: string, lane: string }} database
 * @property {{ publicKeyFile: string, privateKeyFile: string }} keys
 * @property {string | undefined} logLevel
 * @property {(part: string, line: string) => void} log
 * @property {ReturnType<typeof import('./supervisor.mjs').createSupervisor>} supervisor
 * @property {ReturnType<typeof import('./process-registry.mjs').createProcessRegistry>} registry
 * @property {() => boolean} isStopping
 */

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} port */
async function answersHealth(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The environment a service runs with: where the database, svc-auth and the keys are.
 * @param {import('./workspace.mjs').ServiceSpec} service @param {ServiceRunContext} context
 */
function serviceEnvironment(service, context) {
  const { host, port } = context.addresses[service.name];
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PORT: String(port),
    HOST: host,
    // Where a game service asks svc-auth for a caller's phone (tokens do not carry it).
    AUTH_URL: `http://${context.addresses['svc-auth'].address}`,
    MONGODB_URI: context.database.mongoUri,
    // The lane behind that URI, so the service's own log names it (jongodb, mongod or uri).
    MONGODB_URI_LANE: context.database.lane,
    MONGO_DB: service.database,
    JWT_PUBLIC_KEY_FILE: context.keys.publicKeyFile,
    ...(service.name === 'svc-auth' ? { JWT_PRIVATE_KEY_FILE: context.keys.privateKeyFile } : { JWT_PRIVATE_KEY_FILE: '', JWT_PRIVATE_KEY: '' }),
    SEED_DEMO: '1',
    LOG_LEVEL: context.logLevel ?? process.env.LOG_LEVEL ?? 'info',
    DATA_DIR: context.dataDir,
  };
}

/**
 * Resolves once the child answers /health; rejects when it exits first or stays silent too long.
 * @param {ServiceName} name @param {import('node:child_process').ChildProcess} child @param {number} port
 */
async function waitUntilHealthy(name, child, port) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} 启动失败（退出码 ${child.exitCode}），见上方日志`);
    if (await answersHealth(port)) return;
    await delay(150);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} 在 ${HEALTH_TIMEOUT_MS / 1000} 秒内没有通过健康检查（端口 ${port}）`);
}

/** @param {ServiceRunContext} context */
export function createServiceProcesses(context) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  /** Children stopped through stopService: their exit is expected. */
  const stoppedOnPurpose = new WeakSet();
  const isRunning = (/** @type {import('node:child_process').ChildProcess | undefined} */ child) =>
    child !== undefined && child.exitCode === null && child.signalCode === null;

  /** @param {ServiceName} name */
  const startService = async (name) => {
    const service = SERVICES.find((entry) => entry.name === name);
    if (!service || !context.services.includes(service)) throw new Error(`${name} 不在本次运行中`);
    if (isRunning(children.get(name))) return;
    // Its own process group: the terminal's Ctrl-C reaches only the runner, which stops the gateway
    // and the services first, then writes the final snapshot, then stops the database.
    const child = spawn(process.execPath, [repoPath(`${name}/dist/main.js`)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
      env: serviceEnvironment(service, context),
    });
    children.set(name, child);
    context.registry.record(name, child.pid, `${name}/dist/main.js`);
    let lastLine = '';
    const onLine = (/** @type {string} */ line) => {
      lastLine = formatServiceLine(line);
      context.log(name, lastLine);
    };
    forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stdout), onLine);
    forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stderr), onLine);
    let ready = false;
    child.on('exit', (code, signal) => {
      if (context.isStopping() || stoppedOnPurpose.has(child) || !ready) return;
      context.supervisor.partExited(name, {
        cause: exitCause(code, signal, lastLine),
        effect: service.game ? '该游戏的接口（包括登录）暂时回答 SERVICE_BUSY（服务暂时繁忙），首页显示“暂时无法使用”' : '三个游戏暂时都无法登录和注册',
        restart: () => startService(name),
      });
    });
    await waitUntilHealthy(name, child, context.addresses[name].port);
    ready = true;
  };

  /** @param {ServiceName} name */
  const stopService = async (name) => {
    const child = children.get(name);
    if (!child || !isRunning(child)) return;
    stoppedOnPurpose.add(child);
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
    });
    context.log(name, '已停止');
  };

  const names = context.services.map((service) => service.name);
  /** A runner that exits without stopping leaves no service behind. */
  const killAllNow = () => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
  };
  return {
    children,
    startService,
    stopService,
    killAllNow,
    startAll: () => Promise.all(names.map(startService)).then(() => undefined),
    stopAll: () => Promise.all(names.map(stopService)).then(() => undefined),
  };
}
