// The rspack dev servers of `npm run dev`: the shell and each open game's remote, with hot module
// replacement and React Fast Refresh (packages/build-kit/src/create-app-config.ts), reached by the
// browser through the dev front on PORT_BASE (dev-proxy.mjs).
import { spawn } from 'node:child_process';
import { forEachLine } from './processes.mjs';
import { binPath, repoPath } from './workspace.mjs';

/** Dev server ports: the shell on PORT_BASE + 10, the remotes on + 11 … + 13 (the games' order). */
export const SHELL_DEV_PORT_OFFSET = 10;
/** The gateway of `npm run dev`, behind the dev front that takes PORT_BASE. */
export const DEV_GATEWAY_PORT_OFFSET = 1;
const FIRST_COMPILE_TIMEOUT_MS = 240_000;

/**
 * @typedef {object} DevServerSpec
 * @property {string} name `shell` or `mf-<game>`
 * @property {number} port
 * @property {string} mountPath where the page reaches it through the dev front
 * @property {string} readyPath a file the dev server answers once its first compile is done
 */

/**
 * @param {number} portBase
 * @param {readonly string[]} allGames every game, in the order of their port offsets
 * @param {readonly string[]} openGames the games of this run
 * @returns {DevServerSpec[]}
 */
export function devServerSpecs(portBase, allGames, openGames) {
  return [
    { name: 'shell', port: portBase + SHELL_DEV_PORT_OFFSET, mountPath: '/', readyPath: '/index.html' },
    ...allGames
      .map((game, index) => ({
        name: `mf-${game}`,
        port: portBase + SHELL_DEV_PORT_OFFSET + 1 + index,
        mountPath: `/remotes/${game}`,
        readyPath: '/mf-manifest.json',
        game,
      }))
      .filter((spec) => openGames.includes(spec.game))
      .map(({ game: _game, ...spec }) => spec),
  ];
}

/** @param {number} ms */
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts one dev server and resolves once its first compile is served.
 * @param {DevServerSpec} spec
 * @param {{ gatewayPort: number, log: (part: string, line: string) => void }} options
 * @param {import('node:child_process').ChildProcess[]} children the spawned process is added here at once
 */
async function startDevServer(spec, { gatewayPort, log }, children) {
  const child = spawn(process.execPath, [binPath('rspack'), 'serve', '--mode', 'development'], {
    cwd: repoPath(spec.name),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEV_PORT: String(spec.port),
      DEV_MOUNT_PATH: spec.mountPath,
      // a page opened on the dev server's own port still reaches the services
      API_PROXY: `http://127.0.0.1:${gatewayPort}`,
    },
  });
  children.push(child);
  const onLine = (/** @type {string} */ line) => log(spec.name, line);
  forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stdout), onLine);
  forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stderr), onLine);
  const deadline = Date.now() + FIRST_COMPILE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${spec.name} 开发服务器启动失败（退出码 ${child.exitCode}），见上方日志`);
    try {
      // the dev middleware holds requests until the first compile is done
      const response = await fetch(`http://127.0.0.1:${spec.port}${spec.readyPath}`, { signal: AbortSignal.timeout(FIRST_COMPILE_TIMEOUT_MS) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(300);
  }
  child.kill('SIGKILL');
  throw new Error(`${spec.name} 开发服务器在 ${FIRST_COMPILE_TIMEOUT_MS / 1000} 秒内没有完成首次编译`);
}

/**
 * Starts the dev servers two at a time (the machines have 2 cores) and returns a function that stops them.
 * @param {DevServerSpec[]} specs
 * @param {{ gatewayPort: number, log: (part: string, line: string) => void }} options
 */
export async function startDevServers(specs, options) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const killAllNow = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.on('exit', killAllNow);
  const stop = async () => {
    process.off('exit', killAllNow);
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  };
  try {
    const queue = [...specs];
    const worker = async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        const started = Date.now();
        await startDevServer(spec, options, children);
        options.log(spec.name, `开发服务器就绪（127.0.0.1:${spec.port}，首次编译 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
      }
    };
    await Promise.all([worker(), worker()]);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
