import { runPackImport, type PackImportCommand } from '@citygames/service-kit/content-pack';
import { withPackWords } from '@citygames/service-kit/pack-issue-words';
import type { CliIo } from '@citygames/service-kit/platform-database';
import { readDemoPack } from '../content/demo-pack.js';
import { storePack, type ImportSummary } from '../content/import-pack.js';
import { packSchema, validatePack, type EventPack } from '../content/pack-schema.js';
import '../models.js';

export const pilotshPackImport: PackImportCommand<EventPack> = {
  game: 'pilotsh',
  effect: '替换当前活动的全部内容（区域、任务、谜题、队伍），所有进度清空。',
  demoPack: readDemoPack,
  check: withPackWords(validatePack, packSchema),
  async importPack(pack, _options, alsoInTransaction) {
    return importMessage(await storePack(pack, new Date(), alsoInTransaction && ((session, summary) => alsoInTransaction(session, importMessage(summary)))));
  },
};

function importMessage(summary: ImportSummary): string {
  return `已导入「${summary.event}」：${summary.areas} 个区域、${summary.tasks} 个任务、${summary.puzzles} 个谜题、${summary.teams} 支队伍（${summary.players} 名队员）。原有进度已清空。`;
}

/** `node svc-pilotsh/dist/cli/import-pack.js <pack.json> | --demo [--check]`. */
export function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  return runPackImport(pilotshPackImport, argv, io);
}
