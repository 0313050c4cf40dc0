import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { connectMongo, disconnectMongo } from '@citygames/service-kit/mongo-connection';
import { importPack } from '../content/import-pack.js';
import { parsePack } from '../content/pack-schema.js';

/**
 * node svc-fanhua/dist/cli/import-pack.js <pack.json>
 * Checks the pack (every problem listed with its path), then loads it into MONGODB_URI, or the
 * running local platform's MongoDB from ${DATA_DIR:-.data}/run-state.json; database MONGO_DB or citygames_fanhua.
 */
function mongoUri(): string | null {
  if (process.env.MONGODB_URI) return process.env.MONGODB_URI;
  const stateFile = resolve(process.env.DATA_DIR || '.data', 'run-state.json');
  if (!existsSync(stateFile)) return null;
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { mongoUri?: unknown };
    return typeof state.mongoUri === 'string' && state.mongoUri ? state.mongoUri : null;
  } catch {
    return null;
  }
}

async function main(args: string[]): Promise<number> {
  const file = args[0];
  if (!file) {
    console.error('用法：node svc-fanhua/dist/cli/import-pack.js <活动包.json>');
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (error) {
    console.error(`无法读取活动包 ${file}：${(error as Error).message}`);
    return 2;
  }
  const parsed = parsePack(input);
  if (!parsed.ok) {
    console.error(`活动包有 ${parsed.issues.length} 处错误：`);
    for (const issue of parsed.issues) console.error(`  ${issue.path}：${issue.message}`);
    return 1;
  }
  const uri = mongoUri();
  if (!uri) {
    console.error('没有找到数据库：请设置 MONGODB_URI，或先运行 npm start（使用相同的 DATA_DIR）。');
    return 1;
  }
  await connectMongo(uri, process.env.MONGO_DB ?? 'citygames_fanhua');
  try {
    const summary = await importPack(parsed.pack, new Date());
    console.log(`已导入「${parsed.pack.name}」：${summary.areas} 个区域${summary.removed ? `，移除 ${summary.removed} 个旧区域` : ''}。`);
    return 0;
  } finally {
    await disconnectMongo();
  }
}

process.exitCode = await main(process.argv.slice(2));
