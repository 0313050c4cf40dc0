#!/usr/bin/env node
// npm run typecheck: `tsc -b` for the Node projects, `tsc -p <dir> --noEmit` for each browser project,
// two at a time.
import { existsSync } from 'node:fs';
import { presentNodeProjects } from './lib/build-steps.mjs';
import { printLine, runCommand, runPool } from './lib/processes.mjs';
import { CHECK_ONLY_PROJECTS, REPO_ROOT, WEB_PROJECTS, binPath, repoPath } from './lib/workspace.mjs';

const tsc = binPath('tsc');
const webProjects = [...WEB_PROJECTS, ...CHECK_ONLY_PROJECTS].filter((dir) => existsSync(repoPath(`${dir}/tsconfig.json`)));
const started = Date.now();
try {
  await runPool(2, [
    () => runCommand('tsc -b', process.execPath, [tsc, '-b', ...presentNodeProjects()], { cwd: REPO_ROOT }),
    ...webProjects.map((dir) => () => runCommand(`tsc ${dir}`, process.execPath, [tsc, '-p', dir, '--noEmit'], { cwd: REPO_ROOT })),
  ]);
  printLine('typecheck', `类型检查通过：${presentNodeProjects().length} 个 Node 项目、${webProjects.length} 个前端项目（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
} catch (error) {
  printLine('typecheck', `类型检查失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
