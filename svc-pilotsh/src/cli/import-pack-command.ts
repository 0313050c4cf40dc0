import { runPackImport, type PackImportCommand } from '@citygames/service-kit/organizer/content/content-pack';
import { withPackWords } from '@citygames/service-kit/organizer/content/pack-issue-words';
import type { CliIo } from '@citygames/service-kit/data/platform-database';
import { readDemoPack } from '../content/demo-pack.js';
import { storePack, type ImportSummary } from '../content/import-pack.js';
import { packSchema, validatePack, type EventPack } from '../content/pack-schema.js';
import '../models.js';

export const pilotshPackImport: PackImportCommand<EventPack> = {
  game: 'pilotsh',
  effect: '替换当前活动的内容（区域、任务、谜题），各队的进度按任务编号和区域序号保留，只有删掉的任务和区域上的进度随之去掉；名单不在活动包里，导入不改名单。',
  demoPack: readDemoPack,
  check: withPackWords(validatePack, packSchema),
  async importPack(pack, _options, alsoInTransaction) {
    return importMessage(await storePack(pack, new Date(), alsoInTransaction && ((session, summary) => alsoInTransaction(session, importMessage(summary)))));
  },
};

function importMessage(summary: ImportSummary): string {
  const removed = [
    ...(summary.removed.taskIds.length > 0 ? [`删掉的任务 ${summary.removed.taskIds.join('、')}`] : []),
    ...(summary.removed.areaSeqs.length > 0 ? [`删掉的区域 ${summary.removed.areaSeqs.join('、')}`] : []),
  ];
  return (
    `已导入「${summary.event}」：${summary.areas} 个区域、${summary.tasks} 个任务、${summary.puzzles} 个谜题` +
    `。各队进度保留${removed.length > 0 ? `，${removed.join('，')}上的进度已去掉` : ''}。`
  );
}

/** `node svc-pilotsh/dist/cli/import-pack.js <pack.json> | --demo [--check]`. */
export function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  return runPackImport(pilotshPackImport, argv, io);
}
