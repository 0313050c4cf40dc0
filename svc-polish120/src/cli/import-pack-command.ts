import { runPackImport, type PackImportCommand } from '@citygames/service-kit/content-pack';
import { withPackWords } from '@citygames/service-kit/pack-issue-words';
import type { CliIo } from '@citygames/service-kit/platform-database';
import { demoPack } from '../content/demo-pack.js';
import { readStoredTeams } from '../content/event-pack.repository.js';
import { storePack, validatePack, type PackSummary } from '../content/import-pack.js';
import { describeRosterDifference } from '../content/roster-difference.js';
import { packSchema, type EventPack } from '../content/pack-schema.js';

export const polish120PackImport: PackImportCommand<EventPack> = {
  game: 'polish120',
  effect: '替换当前活动内容；默认用文件里的队伍替换整个名单（控制台里对队伍的修改都会丢失）并清空所有队伍的进度（新活动）。',
  options: {
    '--keep-progress': '保留所有队伍的进度和当前名单（控制台里的队伍修改都保留，文件里的队伍不使用；活动中修正错字时用）',
  },
  demoPack: () => demoPack,
  check: withPackWords(validatePack, packSchema),
  async preview(pack, options) {
    if (!options.has('--keep-progress')) return `导入后名单换成文件里的 ${pack.teams.length} 支队伍，所有进度清空。`;
    const inUse = await readStoredTeams();
    if (inUse.length === 0) return `还没有名单：导入文件里的 ${pack.teams.length} 支队伍。`;
    return `保留进度：名单保持当前的 ${inUse.length} 支队伍。${describeRosterDifference(inUse, pack.teams) ?? '文件里的队伍与当前名单相同。'}`;
  },
  async importPack(pack, options, alsoInTransaction) {
    const summary = await storePack(
      pack,
      { keepProgress: options.has('--keep-progress') },
      alsoInTransaction && ((session, stored) => alsoInTransaction(session, importMessage(stored))),
    );
    return importMessage(summary);
  },
};

function importMessage(summary: PackSummary): string {
  const teams = summary.rosterKept ? `名单保持当前的 ${summary.teams} 支队伍` : `${summary.teams} 支队伍`;
  return (
    `已导入“${summary.event}”：${teams}，${summary.tasks} 个任务，${summary.puzzleCards} 张谜题卡，${summary.standalonePuzzles} 个独立谜题页；` +
    (summary.progressReset ? '所有队伍的进度已清空。' : '队伍进度已保留。') +
    (summary.rosterKept?.difference ?? '')
  );
}

/** `node svc-polish120/dist/cli/import-pack.js <pack.json> | --demo [--keep-progress] [--check]`. */
export function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  return runPackImport(polish120PackImport, argv, io);
}
