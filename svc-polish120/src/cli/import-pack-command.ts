import { runPackImport, type PackImportCommand } from '@citygames/service-kit/organizer/content/content-pack';
import { withPackWords } from '@citygames/service-kit/organizer/content/pack-issue-words';
import type { CliIo } from '@citygames/service-kit/data/platform-database';
import { demoPack } from '../content/demo-pack.js';
import { storePack, validatePack, type PackSummary } from '../content/import-pack.js';
import { packSchema, type EventPack } from '../content/pack-schema.js';

export const polish120PackImport: PackImportCommand<EventPack> = {
  game: 'polish120',
  effect:
    '替换当前活动内容；名单不在活动包里，不受影响，各队的完成记录、封禁、X 区阶段和刮刮卡按编号保留，只有删掉的任务上的记录随之去掉。清空全部进度是控制台里单独的操作。',
  demoPack: () => demoPack,
  check: withPackWords(validatePack, packSchema),
  async importPack(pack, _options, alsoInTransaction) {
    const summary = await storePack(pack, new Date(), alsoInTransaction && ((session, stored) => alsoInTransaction(session, importMessage(stored))));
    return importMessage(summary);
  },
};

function importMessage(summary: PackSummary): string {
  return (
    `已导入“${summary.event}”：${summary.tasks} 个任务，${summary.puzzleCards} 张谜题卡，${summary.standalonePuzzles} 个独立谜题页；` +
    (summary.removedTasks.length > 0 ? `队伍进度已保留，删掉的任务 ${summary.removedTasks.join('、')} 的完成记录已去掉。` : '队伍进度已保留。')
  );
}

/** `node svc-polish120/dist/cli/import-pack.js <pack.json> | --demo [--check]`. */
export function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  return runPackImport(polish120PackImport, argv, io);
}
