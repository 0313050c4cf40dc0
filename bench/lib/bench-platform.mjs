// @ts-check
// What the platform benchmarks share: the built platform and a bare Express baseline on the jongodb
// lane, both stopped again however a run ends, and the demo players' logins.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { send } from './load-generator.mjs';
import { startPlatform } from '../../scripts/lib/platform.mjs';
import { forEachLine } from '../../scripts/lib/processes.mjs';
import { GAMES, REPO_ROOT } from '../../scripts/lib/workspace.mjs';

/**
 * A player's token from one of the games' login calls.
 * @param {number} port @param {string} path @param {unknown} body
 */
export async function login(port, path, body) {
  const answer = await send(new http.Agent({ keepAlive: false }), port, { method: 'POST', path, body });
  if (answer.status !== 200) throw new Error(`登录失败 ${path}：${answer.status} ${answer.body.slice(0, 200)}`);
  return /** @type {string} */ (JSON.parse(answer.body).token);
}

/**
 * Starts the baseline server (bench/lib/bare-express-server.mjs); `ready` resolves once it listens.
 * @param {{ port: number, mongoUri: string, docs: number }} options
 */
function startBareExpress({ port, mongoUri, docs }) {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'bench', 'lib', 'bare-express-server.mjs')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), MONGODB_URI: mongoUri, MONGO_DB: 'citygames_bench', SEED_DOCS: String(docs), NODE_ENV: 'production' },
  });
  const ready = new Promise((resolve, reject) => {
    /** @type {string[]} */
    const stderr = [];
    forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stderr), (line) => stderr.push(line));
    forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stdout), (line) => {
      if (line.trim() === 'READY') resolve(undefined);
    });
    child.once('exit', (code) => reject(new Error(`基线 Express 退出（${code}）：${stderr.slice(-5).join(' | ')}`)));
    setTimeout(() => reject(new Error('基线 Express 30 秒内没有就绪')), 30_000).unref();
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { ready, stop };
}

/**
 * @typedef {object} BenchRun
 * @property {Awaited<ReturnType<typeof startPlatform>>} platform the running platform (gateway on `portBase`)
 * @property {number} barePort the bare Express baseline
 * @property {AbortSignal} signal aborted by Ctrl-C (or a kill): stop measuring
 */

/**
 * Starts the built platform with every game on the jongodb lane (or `MONGO_LANE`) in a fresh `dataDir`, and the bare
 * Express baseline on `portBase + barePortOffset`; runs `measure`; then stops both and removes
 * `dataDir`, however `measure` ends. On Ctrl-C (or a kill) it stops what was started and exits 130.
 * @template T
 * @param {{ portBase: number, dataDir: string, barePortOffset: number, quiet: boolean, bareDocs?: number }} options `bareDocs`: how many documents
 *   the baseline's read collection holds (60); jongodb scans a collection to find in it, so a comparison holds the data size equal
 * @param {(run: BenchRun) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withBenchPlatform({ portBase, dataDir, barePortOffset, quiet, bareDocs = 60 }, measure) {
  rmSync(dataDir, { recursive: true, force: true });
  // jongodb unless the caller picks another lane (MONGO_LANE=mongod): the CPU and commands per request hold on any lane.
  process.env.MONGO_LANE ??= 'jongodb';

  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [];
  /** @type {Promise<void> | null} */
  let cleaning = null;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        try {
          await step();
        } catch {
          // keep stopping the rest
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  const interrupted = new AbortController();
  // Every signal is handled, not just the first: a second Ctrl-C (or `timeout` forwarding a kill) during the
  // clean-up would otherwise end the process there and leave nginx and the services running on the bench's ports.
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (interrupted.signal.aborted) return;
    interrupted.abort();
    process.stderr.write(`\n收到 ${signal}，正在停止平台与基线服务…\n`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    // Registered before it resolves, so a Ctrl-C during start-up still stops what did start.
    const starting = startPlatform({
      portBase,
      dataDir,
      games: [...GAMES],
      logLevel: 'warn',
      accessLog: 'errors',
      ...(quiet ? { log: () => {} } : {}),
    });
    cleanups.push(() =>
      starting.then(
        (started) => started.stop(),
        () => undefined,
      ),
    );
    const platform = await starting;
    const barePort = portBase + barePortOffset;
    const bare = startBareExpress({ port: barePort, mongoUri: platform.mongoUri, docs: bareDocs });
    cleanups.push(() => bare.stop());
    await bare.ready;
    return await measure({ platform, barePort, signal: interrupted.signal });
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * Pads a table cell to `width` columns, CJK characters counting two.
 * @param {string} text @param {number} width
 */
export function padCell(text, width) {
  const length = [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  return text + ' '.repeat(Math.max(0, width - length));
}
