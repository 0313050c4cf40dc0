import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readDemoPack } from '../content/demo-pack.js';
import { describePackErrors, importPack, type ImportResult } from '../content/import-pack.js';
import { validatePack } from '../content/pack-schema.js';
import { withPlatformDatabase, type CliIo } from '@citygames/service-kit/platform-database';
import '../models.js';

export const IMPORT_USAGE = [
  '用法：node svc-pilotsh/dist/cli/import-pack.js <活动包.json>     导入活动包（替换当前活动的全部内容和进度）',
  '      node svc-pilotsh/dist/cli/import-pack.js --demo            导入演示活动包',
  '      node svc-pilotsh/dist/cli/import-pack.js --check <文件>    只检查格式，不连接数据库',
].join('\n');

/** The import command: reads a pack, lists every schema error with its path, or replaces the event. */
export async function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  const checkOnly = argv.includes('--check');
  const demo = argv.includes('--demo');
  const file = argv.find((arg) => !arg.startsWith('--'));
  if (!demo && !file) {
    io.err(IMPORT_USAGE);
    return 2;
  }

  let input: unknown;
  try {
    input = demo ? await readDemoPack() : (JSON.parse(await readFile(resolve(io.cwd, file!), 'utf8')) as unknown);
  } catch (error) {
    io.err(`无法读取活动包 ${file ?? ''}：${error instanceof SyntaxError ? `不是合法的 JSON（${error.message}）` : String((error as Error).message)}`);
    return 1;
  }

  const validation = validatePack(input);
  if (!validation.ok) {
    io.err(`活动包有 ${validation.errors.length} 处错误：`);
    for (const line of describePackErrors(validation.errors)) io.err(line);
    return 1;
  }
  if (checkOnly) {
    io.out('活动包格式正确。');
    return 0;
  }

  return withPlatformDatabase(io, 'pilotsh', async () => {
    const result: ImportResult = await importPack(input);
    if (!result.ok) {
      for (const line of describePackErrors(result.errors)) io.err(line);
      return 1;
    }
    const { summary } = result;
    io.out(
      `已导入「${summary.event}」：${summary.areas} 个区域、${summary.tasks} 个任务、${summary.puzzles} 个谜题、${summary.teams} 支队伍（${summary.players} 名队员）。原有进度已清空。`,
    );
    return 0;
  });
}
