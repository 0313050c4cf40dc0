import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { processIo, redactMongoUri, withPlatformDatabase } from '@citygames/service-kit/platform-database';
import { importPack } from '../content/import-pack.js';

const USAGE = `用法：node svc-polish120/dist/cli/import-pack.js <活动内容包.json> [--keep-progress]

  把 polish120 的活动内容包（JSON）导入数据库，替换当前活动内容。
  默认同时清空所有队伍的进度（新活动）；--keep-progress 保留进度（活动中修正错字）。
  数据库：MONGODB_URI，或正在运行的平台的 \${DATA_DIR:-.data}/run-state.json（字段 mongoUri）；
  库名 MONGO_DB，默认 citygames_polish120。`;

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((arg) => !arg.startsWith('--'));
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  if (flags.has('--help') || args.length !== 1) {
    console.log(USAGE);
    return flags.has('--help') ? 0 : 2;
  }
  const unknown = [...flags].filter((flag) => flag !== '--keep-progress');
  if (unknown.length > 0) {
    console.error(`未知选项：${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }

  const file = resolve(args[0]!);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`无法读取内容包 ${file}：${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }

  return withPlatformDatabase(processIo(), 'polish120', async (database) => {
    const result = await importPack(raw, { keepProgress: flags.has('--keep-progress') });
    if (!result.ok) {
      console.error(`内容包有 ${result.issues.length} 处错误，未导入：`);
      for (const issue of result.issues) console.error(`  - ${issue.path}：${issue.message}`);
      return 1;
    }
    const { summary } = result;
    console.log(
      `已导入“${summary.event}”到 ${redactMongoUri(database.uri)}（库 ${database.dbName}，来自 ${database.from}）：` +
        `${summary.teams} 支队伍，${summary.tasks} 个任务，${summary.puzzleCards} 张谜题卡，${summary.standalonePuzzles} 个独立谜题页；` +
        (summary.progressReset ? '所有队伍的进度已清空。' : '队伍进度已保留。'),
    );
    return 0;
  });
}

process.exitCode = await main(process.argv.slice(2));
