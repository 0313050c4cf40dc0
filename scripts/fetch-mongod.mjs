#!/usr/bin/env node
// npm run mongod:fetch: downloads the mongod binary that `npm start` prefers into mongodb-memory-server's
// cache (once, with internet), so that every later start, also offline, runs on real MongoDB. Also forgets
// an earlier failed attempt (DATA_DIR/mongo/mongod-lane-failed.json), which would skip mongod.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDataDir } from './lib/run-state.mjs';

const { MongoBinary } = await import('mongodb-memory-server');
try {
  console.log('正在下载 mongod（只需一次；之后离线也能启动）…');
  const binary = await MongoBinary.getPath();
  const marker = join(resolveDataDir(process.env.DATA_DIR), 'mongo', 'mongod-lane-failed.json');
  rmSync(marker, { force: true });
  console.log(`mongod 已就绪：${binary}\n下次 npm start 会用真实 mongod（数据保存在 DATA_DIR/mongo/，重启不丢）。`);
} catch (error) {
  console.error(`下载 mongod 失败：${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  console.error('需要能访问 MongoDB 的下载服务器；也可以设置 MONGOMS_DOWNLOAD_URL 或 MONGOMS_SYSTEM_BINARY（见 mongodb-memory-server 的说明）。');
  process.exit(1);
}
