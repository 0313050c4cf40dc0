#!/usr/bin/env node
// npm run typecheck, two at a time:
//   1. `tsc -b` for the Node projects (their build configs, which leave tests out), and `tsc -p <dir> --noEmit` for
//      every other project with a tsconfig.json (the browser projects, e2e, deploy, scripts, bench, build-kit);
//   2. `tsc -p <dir>/tsconfig.test.json --noEmit` for every project that has one: its tests and sources together.
// Step 2 waits for step 1, because a test config may read the declarations that `tsc -b` writes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { presentNodeProjects } from './lib/build-steps.mjs';
import { printLine, runCommand, runPool } from './lib/processes.mjs';
import { REPO_ROOT, binPath, repoPath } from './lib/workspace.mjs';

/** The workspace folders of the root package.json (`packages/*` expanded), then scripts/ and deploy/. */
function projectFolders() {
  /** @type {{ workspaces: string[] }} */
  const manifest = JSON.parse(readFileSync(repoPath('package.json'), 'utf8'));
  const folders = manifest.workspaces.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [entry];
    const parent = entry.slice(0, -2);
    return readdirSync(repoPath(parent), { withFileTypes: true })
      .filter((child) => child.isDirectory())
      .map((child) => `${parent}/${child.name}`);
  });
  return [...folders, 'scripts', 'deploy'];
}

const tsc = binPath('tsc');
const nodeProjects = presentNodeProjects();
const folders = projectFolders();
const checkedProjects = folders.filter((dir) => !nodeProjects.includes(dir) && existsSync(repoPath(`${dir}/tsconfig.json`)));
const testConfigs = folders.map((dir) => `${dir}/tsconfig.test.json`).filter((config) => existsSync(repoPath(config)));

/** @param {string} label @param {string} project */
const checkOnly = (label, project) => () => runCommand(label, process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: REPO_ROOT });

const started = Date.now();
try {
  await runPool(2, [
    () => runCommand('tsc -b', process.execPath, [tsc, '-b', ...nodeProjects], { cwd: REPO_ROOT }),
    ...checkedProjects.map((dir) => checkOnly(`tsc ${dir}`, dir)),
  ]);
  await runPool(
    2,
    testConfigs.map((config) => checkOnly(`tsc ${config}`, config)),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  printLine('typecheck', `类型检查通过：${nodeProjects.length} 个 Node 项目、${checkedProjects.length} 个其他项目、${testConfigs.length} 个测试配置（${seconds} 秒）`);
} catch (error) {
  printLine('typecheck', `类型检查失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
