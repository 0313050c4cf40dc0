// Runs a service's command-line entry from its build, for the npm scripts that wrap one (admin, organizer).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT, repoPath } from './workspace.mjs';

/**
 * Runs `<service>/dist/cli/<entry>.js` with this process's arguments and exits with its status.
 * The service's build is brought up to date first (a no-op when nothing changed); where TypeScript is
 * not installed (a production image), the existing build is used as it is.
 * @param {{ service: string, entry: string, buildFailedMessage: string }} command
 * @returns {never}
 */
export function runServiceCli({ service, entry, buildFailedMessage }) {
  const cli = repoPath(`${service}/dist/cli/${entry}.js`);
  let tsc;
  try {
    tsc = createRequire(join(REPO_ROOT, 'package.json')).resolve('typescript/bin/tsc');
  } catch {
    tsc = undefined;
  }
  if (tsc) {
    const build = spawnSync(process.execPath, [tsc, '-b', repoPath(service)], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(buildFailedMessage);
      process.exit(build.status ?? 1);
    }
  }
  if (!existsSync(cli)) {
    console.error(`找不到 ${cli}：请先运行 npx tsc -b ${service}。`);
    process.exit(1);
  }

  const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: REPO_ROOT, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
