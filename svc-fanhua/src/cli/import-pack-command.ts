import { runPackImport, type PackImportCommand } from '@citygames/service-kit/organizer/content/content-pack';
import { withPackWords } from '@citygames/service-kit/organizer/content/pack-issue-words';
import type { CliIo } from '@citygames/service-kit/data/platform-database';
import { buildDemoPack } from '../content/demo-pack.js';
import { importPack, type ImportSummary } from '../content/import-pack.js';
import { packSchema, parsePack, type FanhuaPack } from '../content/pack-schema.js';

export const fanhuaPackImport: PackImportCommand<FanhuaPack> = {
  game: 'fanhua',
  effect: '替换活动设置和区域（按编号替换，包里没有的区域移除）；队伍、资产和区域交易记录保留。',
  demoPack: buildDemoPack,
  check: withPackWords(parsePack, packSchema),
  async importPack(pack, _options, alsoInTransaction) {
    const message = (summary: ImportSummary) =>
      `已导入「${pack.name}」：${summary.areas} 个区域${summary.removed ? `，移除 ${summary.removed} 个旧区域` : ''}。`;
    return message(await importPack(pack, new Date(), alsoInTransaction && ((session, summary) => alsoInTransaction(session, message(summary)))));
  },
};

/** `node svc-fanhua/dist/cli/import-pack.js <pack.json> | --demo [--check]`. */
export function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  return runPackImport(fanhuaPackImport, argv, io);
}
