#!/usr/bin/env node
// Backs up the event databases (accounts and the three games). See docs/operations.md.
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { composeBackup } from './backup/compose-dump.mjs';
import { backupToDirectory } from './backup/ejson-archive.mjs';
import { DEFAULT_BACKUP_DIR, backupStamp, chooseDatabases } from './backup/event-databases.mjs';
import { findMongoUri, redactUri } from './backup/mongo-uri.mjs';

const USAGE = `用法：
  node scripts/backup.mjs [--out 文件] [--db 数据库,...]
      docker compose 部署：在 mongo 容器里运行 mongodump，得到 backups/citygames-<时间>.archive.gz
  node scripts/backup.mjs --node [--out 目录] [--db 数据库,...] [--collections 集合,...]
      用 Node 驱动把每个集合导出为 EJSON（本地运行 npm start，或 MONGODB_URI 指向的任何 MongoDB）`;

/** @param {string} message @param {number} [code] @returns {never} */
function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      node: { type: 'boolean', default: false },
      out: { type: 'string' },
      db: { type: 'string', multiple: true },
      collections: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

let databases;
try {
  databases = chooseDatabases(values.db);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), 2);
}
const stamp = backupStamp(new Date());
const shown = (/** @type {string} */ path) => relative(process.cwd(), path) || path;

try {
  if (values.node) {
    const found = findMongoUri(process.env);
    if ('error' in found) fail(found.error);
    const dir = resolve(values.out ?? join(DEFAULT_BACKUP_DIR, `citygames-${stamp}`));
    const collections = values.collections
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    console.log(`备份 ${databases.join(', ')}（${redactUri(found.uri)}，来自 ${found.from}）→ ${shown(dir)}/`);
    const written = await backupToDirectory({ uri: found.uri, databases, collections, dir });
    for (const [database, entries] of Object.entries(written)) {
      const total = Object.values(entries).reduce((sum, { count }) => sum + count, 0);
      console.log(`  ${database}：${Object.keys(entries).length} 个集合，${total} 条文档`);
    }
    console.log(`完成。恢复：node scripts/restore.mjs --node ${shown(dir)}`);
  } else {
    const file = resolve(values.out ?? join(DEFAULT_BACKUP_DIR, `citygames-${stamp}.archive.gz`));
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    console.log(`mongodump（docker compose 的 mongo 容器）：${databases.join(', ')} → ${shown(file)}`);
    const { bytes } = await composeBackup({ file, databases });
    console.log(`完成：${(bytes / 1024).toFixed(1)} KiB。恢复：node scripts/restore.mjs ${shown(file)}`);
  }
} catch (error) {
  fail(`备份失败：${error instanceof Error ? error.message : String(error)}`);
}
