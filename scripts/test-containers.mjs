#!/usr/bin/env node
/**
 * npm run test:containers [-- --project svc-fanhua ...]
 * Runs the API suites against a real MongoDB (a single-node replica set in a container, through
 * @testcontainers/mongodb) when a Docker engine answers. When none answers it prints one line and
 * exits 0: `npm test` never depends on this lane.
 *   MONGO_IMAGE                  image to test against (default mongo:8.0)
 *   CONTAINER_ENGINE_TIMEOUT_MS  how long to wait for an engine to answer (default 5000)
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/** The vitest projects whose suites talk to MongoDB. */
export const MONGO_PROJECTS = ['service-kit', 'task-engine', 'svc-auth', 'svc-pilotsh', 'svc-polish120', 'svc-fanhua', 'deploy'];
export const DEFAULT_MONGO_IMAGE = 'mongo:8.0';
const DEFAULT_TIMEOUT_MS = 5000;

async function loadRuntimeClient() {
  // Imported lazily: a testcontainers release that cannot load on this Node is also "no engine".
  const { getContainerRuntimeClient } = await import('testcontainers');
  return getContainerRuntimeClient();
}

/**
 * Asks testcontainers for a container runtime, giving up after timeoutMs: an endpoint that accepts
 * connections and never answers would otherwise hang for ever.
 * @returns {Promise<{ ok: true, client: unknown } | { ok: false, reason: string }>}
 */
export async function detectContainerEngine({ timeoutMs = DEFAULT_TIMEOUT_MS, load = loadRuntimeClient } = {}) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `${timeoutMs} ms 内没有应答` }), timeoutMs);
  });
  const attempt = Promise.resolve()
    .then(load)
    .then(
      (client) => ({ ok: true, client }),
      (error) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
    );
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The one line printed when the lane cannot run. @param {string} reason */
export function noEngineLine(reason) {
  return `test:containers：没有可用的 Docker 引擎（${reason}），跳过容器测试（npm test 不依赖它）。`;
}

/**
 * The connection string the suites use: the container's replica set reached directly (its member name is internal).
 * @param {string} connectionString
 */
export function directConnectionUri(connectionString) {
  const url = new URL(connectionString);
  url.pathname = '/';
  url.searchParams.set('directConnection', 'true');
  return url.toString();
}

/** @param {string[]} projects @param {NodeJS.ProcessEnv} env @returns {Promise<number>} */
function runVitest(projects, env) {
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
  const child = spawn('npx', args, { stdio: 'inherit', env });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main() {
  const { values } = parseArgs({ options: { project: { type: 'string', multiple: true } } });
  const projects = values.project?.length ? values.project : MONGO_PROJECTS;
  const timeoutMs = Number(process.env.CONTAINER_ENGINE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS);
  const engine = await detectContainerEngine({ timeoutMs });
  if (!engine.ok) {
    console.log(noEngineLine(engine.reason));
    // A half-open socket to a silent engine would keep the process alive.
    process.exit(0);
  }

  const image = process.env.MONGO_IMAGE ?? DEFAULT_MONGO_IMAGE;
  console.log(`test:containers：启动 ${image}（单节点副本集）……`);
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const container = await new MongoDBContainer(image).start();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await container.stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop().finally(() => process.exit(130));
    });
  }
  const uri = directConnectionUri(container.getConnectionString());
  console.log(`test:containers：MONGODB_URI=${uri}，运行 ${projects.join(', ')}`);
  let code = 1;
  try {
    code = await runVitest(projects, { ...process.env, MONGODB_URI: uri });
  } finally {
    await stop();
  }
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`test:containers 失败：${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
