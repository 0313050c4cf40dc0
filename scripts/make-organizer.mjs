#!/usr/bin/env node
// npm run organizer -- <phone> <name>   (password in ORGANIZER_PASSWORD)   |   <phone> --remove
// Creates (or removes) a platform-level organiser account, in the running platform's
// database: MONGODB_URI if set, else the local run's ${DATA_DIR:-.data}/run-state.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'svc-auth', 'dist', 'cli', 'make-organizer.js');

// Bring svc-auth's build up to date (a no-op when nothing changed). Where TypeScript is not
// installed (a production image), the existing build is used as it is.
let tsc;
try {
  tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
} catch {
  tsc = undefined;
}
if (tsc) {
  const build = spawnSync(process.execPath, [tsc, '-b', join(root, 'svc-auth')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('构建 svc-auth 失败，无法执行组织者命令。');
    process.exit(build.status ?? 1);
  }
}
if (!existsSync(cli)) {
  console.error(`找不到 ${cli}：请先运行 npx tsc -b svc-auth。`);
  process.exit(1);
}

const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
