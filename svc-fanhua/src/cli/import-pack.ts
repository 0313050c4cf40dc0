import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { processIo, withPlatformDatabase } from '@citygames/service-kit/platform-database';
import { importPack } from '../content/import-pack.js';
import { parsePack } from '../content/pack-schema.js';

/**
 * node svc-fanhua/dist/cli/import-pack.js <pack.json>
 * Checks the pack (every problem listed with its path), then loads it into the platform's database
 * (MONGODB_URI, or the running local platform's; database MONGO_DB or citygames_fanhua).
 */
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
  return withPlatformDatabase(processIo(), 'fanhua', async () => {
    const summary = await importPack(parsed.pack, new Date());
    console.log(`已导入「${parsed.pack.name}」：${summary.areas} 个区域${summary.removed ? `，移除 ${summary.removed} 个旧区域` : ''}。`);
    return 0;
  });
}

process.exitCode = await main(process.argv.slice(2));
