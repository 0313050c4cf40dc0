#!/usr/bin/env node
// npm run pack:import -- <game> <file>
// Imports an event content pack into a game's database: MONGODB_URI when set, else the running local
// platform's (found through ${DATA_DIR:-.data}/run-state.json). The game service checks the pack and lists
// every schema error with its path.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readRunState, resolveDataDir } from './lib/run-state.mjs';
import { GAMES, REPO_ROOT, binPath, repoPath } from './lib/workspace.mjs';

const USAGE = `用法：npm run pack:import -- <游戏> <活动包文件> [该游戏导入命令的选项]
  游戏：${GAMES.join(' | ')}
  例如：npm run pack:import -- fanhua ./my-event.json
        npm run pack:import -- polish120 ./fix.json --keep-progress
  数据库：MONGODB_URI（若已设置），否则为正在运行的 npm start（相同的 DATA_DIR）。`;

const [game, ...rest] = process.argv.slice(2);
if (!game || game === '--help' || game === '-h') {
  console.error(USAGE);
  process.exit(game ? 0 : 2);
}
/** @type {readonly string[]} */
const gameIds = GAMES;
if (!gameIds.includes(game)) {
  console.error(`未知的游戏“${game}”。\n${USAGE}`);
  process.exit(2);
}
// npm runs scripts from the repository root; a relative file is meant from where the command was typed.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const forwarded = rest.map((arg) => (arg.startsWith('-') ? arg : resolve(typedFrom, arg)));
const packFile = forwarded.find((arg) => !arg.startsWith('-'));
if (packFile && !existsSync(packFile)) {
  console.error(`找不到活动包文件：${packFile}`);
  process.exit(2);
}
const checkOnly = rest.includes('--check') || rest.includes('--help');

let mongoUri = process.env.MONGODB_URI;
let from = 'MONGODB_URI';
if (!mongoUri && !checkOnly) {
  const dataDir = resolveDataDir(process.env.DATA_DIR);
  const state = readRunState(dataDir);
  if (!state) {
    console.error(
      `没有找到正在运行的平台（${dataDir}/run-state.json）。\n请先在另一个终端运行 npm start（使用相同的 DATA_DIR），或设置 MONGODB_URI 指向平台的 MongoDB。`,
    );
    process.exit(1);
  }
  mongoUri = state.mongoUri;
  from = `${dataDir}/run-state.json`;
  if (!state.persistent) {
    console.log(`注意：正在运行的平台使用内存数据库（${state.lane}），平台停止后导入的内容会丢失。`);
  }
}

// Bring the service's build up to date (a no-op when nothing changed); a production image has no TypeScript.
let tsc;
try {
  tsc = binPath('tsc');
} catch {
  tsc = undefined;
}
if (tsc) {
  const build = spawnSync(process.execPath, [tsc, '-b', repoPath(`svc-${game}`)], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`构建 svc-${game} 失败，无法导入。`);
    process.exit(build.status ?? 1);
  }
}
const cli = repoPath(`svc-${game}/dist/cli/import-pack.js`);
if (!existsSync(cli)) {
  console.error(`找不到 ${cli}：请先运行 npm run build。`);
  process.exit(1);
}

if (!checkOnly) console.log(`导入 ${packFile ?? '（见下）'} → ${game}（数据库来自 ${from}）`);
const run = spawnSync(process.execPath, [cli, ...forwarded], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(mongoUri ? { MONGODB_URI: mongoUri } : {}),
    MONGO_DB: process.env.MONGO_DB ?? `citygames_${game}`,
  },
});
process.exit(run.status ?? 1);
