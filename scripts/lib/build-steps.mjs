// Building the monorepo: `tsc -b` for Node projects (incremental by itself), rspack for the
// browser builds that are older than their sources, two at a time (the machines have 2 cores).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { printLine, runCommand, runPool } from './processes.mjs';
import { precompressBuilds } from './precompress-builds.mjs';
import { buildServiceWorker, SERVICE_WORKER_FILE } from './service-worker-build.mjs';
import { isStale } from './stale.mjs';
import { withProgress } from './step-progress.mjs';
import { NODE_PROJECTS, REPO_ROOT, RSPACK_BUILDS, SHARED_WEB_INPUTS, binPath, repoPath } from './workspace.mjs';

/** Node projects present in this checkout. */
export function presentNodeProjects() {
  return NODE_PROJECTS.filter((dir) => existsSync(repoPath(`${dir}/tsconfig.json`)) && existsSync(repoPath(`${dir}/src`)));
}

/** When each project's build info was last written (`tsc -b` rewrites it only when it compiles the project). */
function buildInfoTimes(/** @type {string[]} */ projects) {
  return projects.map((dir) => {
    const file = repoPath(`${dir}/dist/.tsbuildinfo`);
    return existsSync(file) ? statSync(file).mtimeMs : 0;
  });
}

/** `tsc -b` over every Node project: a no-op in about a second when nothing changed. */
export async function buildNodeProjects() {
  const projects = presentNodeProjects();
  const started = Date.now();
  const before = buildInfoTimes(projects);
  await withProgress('build', `正在检查并编译 ${projects.length} 个 Node 项目（tsc -b）`, () =>
    runCommand('tsc', process.execPath, [binPath('tsc'), '-b', ...projects], { cwd: REPO_ROOT }),
  );
  const compiled = buildInfoTimes(projects).filter((time, index) => time !== before[index]).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  printLine(
    'build',
    compiled ? `已编译 ${compiled} 个 Node 项目（tsc -b，${seconds} 秒）` : `Node 项目已是最新（tsc -b，${projects.length} 个，${seconds} 秒）`,
  );
}

/** @param {typeof RSPACK_BUILDS[number]} build */
export function rspackBuildIsStale(build) {
  const inputs = [repoPath(build.dir), ...SHARED_WEB_INPUTS.map(repoPath), repoPath('package-lock.json')];
  return isStale(repoPath(join(build.dir, build.marker)), inputs);
}

/**
 * Runs rspack for the browser builds (only the stale ones unless `all`).
 * @param {{ all?: boolean, concurrency?: number }} [options]
 */
export async function buildWebProjects(options = {}) {
  const present = RSPACK_BUILDS.filter((build) => existsSync(repoPath(`${build.dir}/rspack.config.ts`)));
  const todo = options.all ? present : present.filter(rspackBuildIsStale);
  if (todo.length === 0) {
    printLine('build', '前端构建已是最新');
    if (!existsSync(repoPath(SERVICE_WORKER_FILE))) await buildWorker();
    await precompress(present);
    return;
  }
  printLine('build', `rspack 构建：${todo.map((build) => build.name).join('、')}`);
  await runPool(
    options.concurrency ?? 2,
    todo.map((build) => async () => {
      const started = Date.now();
      await runCommand(build.name, process.execPath, [binPath('rspack'), 'build'], {
        cwd: repoPath(build.dir),
        env: { ...process.env, NODE_ENV: 'production' },
        quiet: true,
      });
      printLine(build.name, `构建完成（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
    }),
  );
  // every build changes the files the worker precaches, so it is written after any of them
  await buildWorker();
  await precompress(present);
}

/** The brotli copies of what changed (the worker included). @param {readonly { dir: string }[]} builds */
async function precompress(builds) {
  const started = Date.now();
  const written = await precompressBuilds(builds.map((build) => repoPath(`${build.dir}/dist`)));
  if (written > 0) printLine('build', `brotli 预压缩：${written} 个文件（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
}

async function buildWorker() {
  const { count, size } = await buildServiceWorker();
  printLine('build', `service worker：预缓存 ${count} 个文件，${(size / 1024).toFixed(0)} KB`);
}

/**
 * Everything `npm start` needs, rebuilding only what is stale.
 * @param {{ all?: boolean, web?: boolean }} [options] `web: false` builds the Node projects only
 */
export async function buildPlatform(options = {}) {
  await buildNodeProjects();
  if (options.web !== false) await buildWebProjects(options);
}
