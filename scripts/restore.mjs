#!/usr/bin/env node
// Restores the event databases from a backup made by scripts/backup.mjs. See docs/operations.md.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { composeRestore } from './backup/compose-dump.mjs';
import { restoreFromDirectory } from './backup/ejson-archive.mjs';
import { chooseDatabases } from './backup/event-databases.mjs';
import { findMongoUri, redactUri } from './backup/mongo-uri.mjs';

const USAGE = `用法：
  node scripts/restore.mjs <备份.archive.gz> [--db 数据库,...]
      docker compose 部署：把 mongodump 的归档送进 mongo 容器的 mongorestore --drop（替换备份中的每个集合）
  node scripts/restore.mjs --node <备份目录> [--drop] [--db 数据库,...] [--as 原库=新库]
      用 Node 驱动恢复 EJSON 备份；不加 --drop 时目标集合必须为空；--as 把一个库恢复成另一个名字（便于核对）`;

/** @param {string} message @param {number} [code] @returns {never} */
function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let values;
let positionals;
try {
  ({ values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      node: { type: 'boolean', default: false },
      drop: { type: 'boolean', default: false },
      db: { type: 'string', multiple: true },
      as: { type: 'string', multiple: true },
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
const [source] = positionals;
if (!source) fail(USAGE, 2);
const path = resolve(source);
if (!existsSync(path)) fail(`找不到备份：${path}`, 2);

let databases;
try {
  databases = chooseDatabases(values.db);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), 2);
}

try {
  if (values.node) {
    const found = findMongoUri(process.env);
    if ('error' in found) fail(found.error);
    const rename = Object.fromEntries(
      (values.as ?? []).map((pair) => {
        const [from, to] = pair.split('=');
        if (!from || !to) fail(`--as 的格式是 原库=新库（收到 ${pair}）`, 2);
        return [from, to];
      }),
    );
    console.log(`恢复 ${path} → ${redactUri(found.uri)}${values.drop ? '（--drop：先清空备份中的集合）' : ''}`);
    const restored = await restoreFromDirectory({ uri: found.uri, dir: path, drop: values.drop, databases, rename });
    for (const [database, entries] of Object.entries(restored)) {
      const total = Object.values(entries).reduce((sum, { count }) => sum + count, 0);
      console.log(`  ${database}：${Object.keys(entries).length} 个集合，${total} 条文档`);
    }
    console.log('完成。');
  } else {
    console.log(`mongorestore --drop（docker compose 的 mongo 容器）：${path} → ${databases.join(', ')}`);
    await composeRestore({ file: path, databases });
    console.log('完成。');
  }
} catch (error) {
  fail(`恢复失败：${error instanceof Error ? error.message : String(error)}`);
}
