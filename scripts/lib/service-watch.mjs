// `npm run dev` for the Node side: `tsc -b --watch` recompiles on every save; after a compile without
// errors, each service whose compiled code (its own dist/ or a workspace package's it imports) changed is
// restarted. A compile with errors prints them and leaves the running services as they are, so the
// platform keeps answering with the last good code until the error is fixed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { presentNodeProjects } from './build-steps.mjs';
import { forEachLine } from './processes.mjs';
import { REPO_ROOT, binPath, repoPath } from './workspace.mjs';

/** tsc's summary line after every (re)compile in watch mode. */
const SUMMARY_PATTERN = /Found (\d+) errors?\. Watching for file changes\./;

/** @param {string} dir @returns {string[]} the `@citygames/*` packages in the dependencies of dir/package.json */
function workspaceDependenciesOf(dir) {
  const manifest = /** @type {{ dependencies?: Record<string, string> }} */ (JSON.parse(readFileSync(repoPath(`${dir}/package.json`), 'utf8')));
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@citygames/'))
    .map((name) => `packages/${name.slice('@citygames/'.length)}`)
    .filter((packageDir) => existsSync(repoPath(`${packageDir}/package.json`)));
}

/**
 * The folders whose compiled files a service runs: its own dist/ and the dist/ of every workspace package
 * it depends on, directly or through another package (`@citygames/contracts` → packages/contracts/dist).
 * @param {string} service e.g. `svc-pilotsh`
 */
export function compiledFoldersOf(service) {
  /** @type {string[]} */
  const packages = [];
  const visit = (/** @type {string} */ dir) => {
    for (const packageDir of workspaceDependenciesOf(dir)) {
      if (packages.includes(packageDir)) continue;
      packages.push(packageDir);
      visit(packageDir);
    }
  };
  visit(service);
  return [`${service}/dist`, ...packages.sort().map((dir) => `${dir}/dist`)].map(repoPath);
}

/**
 * The newest modification time of any file under the folders (0 when none exists).
 * @param {string[]} folders
 */
export function newestChange(folders) {
  let newest = 0;
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      const stats = statSync(join(folder, entry), { throwIfNoEntry: false });
      if (stats?.isFile() && stats.mtimeMs > newest) newest = stats.mtimeMs;
    }
  }
  return newest;
}

/**
 * @typedef {object} ServiceWatchOptions
 * @property {readonly string[]} services the services of the run
 * @property {(service: string) => Promise<void>} restart stops the service and starts it again from dist/
 * @property {(part: string, line: string) => void} log
 */

/**
 * Starts `tsc -b --watch` over the Node projects.
 * @param {ServiceWatchOptions} options
 * @returns {{ stop: () => Promise<void> }}
 */
export function watchServices({ services, restart, log }) {
  const folders = new Map(services.map((service) => [service, compiledFoldersOf(service)]));
  /** The compiled code each running service was started from. */
  const startedFrom = new Map(services.map((service) => [service, newestChange(folders.get(service) ?? [])]));
  let restarting = Promise.resolve();

  const restartChanged = async () => {
    const changed = services.filter((service) => newestChange(folders.get(service) ?? []) > (startedFrom.get(service) ?? 0));
    for (const service of changed) {
      startedFrom.set(service, newestChange(folders.get(service) ?? []));
      log(service, '代码已重新编译：正在重启…');
      try {
        await restart(service);
        log(service, '已用新代码重启');
      } catch (error) {
        log(service, `重启失败：${error instanceof Error ? error.message : String(error)}（修正后保存，会再次重启）`);
      }
    }
  };

  const child = spawn(process.execPath, [binPath('tsc'), '-b', '--watch', '--preserveWatchOutput', ...presentNodeProjects()], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let firstCompile = true;
  const onLine = (/** @type {string} */ line) => {
    const summary = SUMMARY_PATTERN.exec(line);
    if (!summary) {
      // the start and "File change detected" lines are noise; the errors are what the developer needs
      if (!/Starting compilation in watch mode|File change detected/.test(line)) log('tsc', line);
      else if (!firstCompile) log('tsc', '检测到改动，正在增量编译…');
      return;
    }
    const errors = Number(summary[1]);
    if (errors > 0) {
      log('tsc', `编译有 ${errors} 个错误（见上方）：服务继续运行改动之前的代码`);
    } else {
      // restarts run one after another, in the order the compiles finished
      restarting = restarting.then(restartChanged);
    }
    firstCompile = false;
  };
  forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stdout), onLine);
  forEachLine(/** @type {NodeJS.ReadableStream} */ (child.stderr), onLine);

  return {
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      await restarting;
    },
  };
}
