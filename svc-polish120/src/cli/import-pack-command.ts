import { runPackImport, type PackImportCommand } from '@citygames/service-kit/content-pack';
import type { CliIo } from '@citygames/service-kit/platform-database';
import { demoPack } from '../content/demo-pack.js';
import { storePack, validatePack } from '../content/import-pack.js';
import type { EventPack } from '../content/pack-schema.js';

export const polish120PackImport: PackImportCommand<EventPack> = {
  game: 'polish120',
  effect: '替换当前活动内容，默认同时清空所有队伍的进度（新活动）。',
  options: { '--keep-progress': '保留所有队伍的进度（活动中修正错字时用）' },
  demoPack: () => demoPack,
  check: validatePack,
  async importPack(pack, options) {
    const summary = await storePack(pack, { keepProgress: options.has('--keep-progress') });
    return (
      `已导入“${summary.event}”：${summary.teams} 支队伍，${summary.tasks} 个任务，${summary.puzzleCards} 张谜题卡，${summary.standalonePuzzles} 个独立谜题页；` +
      (summary.progressReset ? '所有队伍的进度已清空。' : '队伍进度已保留。')
    );
  },
};

/** `node svc-polish120/dist/cli/import-pack.js <pack.json> | --demo [--keep-progress] [--check]`. */
export function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  return runPackImport(polish120PackImport, argv, io);
}
