import { runPackImport, type PackImportCommand } from '@citygames/service-kit/organizer/content/content-pack';
import { withPackWords } from '@citygames/service-kit/organizer/content/pack-issue-words';
import type { CliIo } from '@citygames/service-kit/data/platform-database';
import { demoPack } from '../content/demo-pack.js';
import { readStoredTeams } from '../content/event-pack.repository.js';
import { storePack, validatePack, type PackSummary } from '../content/import-pack.js';
import { describeRosterDifference } from '../content/roster-difference.js';
import { packSchema, type EventPack } from '../content/pack-schema.js';

export const polish120PackImport: PackImportCommand<EventPack> = {
  game: 'polish120',
  effect:
    '替换当前活动内容；名单保持控制台里的当前名单（还没有名单时用文件里的队伍），各队的完成记录、封禁、X 区阶段和刮刮卡按编号保留，只有删掉的任务上的记录随之去掉。清空全部进度是控制台里单独的操作。',
  demoPack: () => demoPack,
  check: withPackWords(validatePack, packSchema),
  async preview(pack) {
    const inUse = await readStoredTeams();
    if (inUse.length === 0) return `还没有名单：导入文件里的 ${pack.teams.length} 支队伍。`;
    return `名单保持当前的 ${inUse.length} 支队伍，进度保留。${describeRosterDifference(inUse, pack.teams) ?? '文件里的队伍与当前名单相同。'}`;
  },
  async importPack(pack, _options, alsoInTransaction) {
    const summary = await storePack(pack, new Date(), alsoInTransaction && ((session, stored) => alsoInTransaction(session, importMessage(stored))));
    return importMessage(summary);
  },
};

function importMessage(summary: PackSummary): string {
  const teams = summary.rosterKept ? `名单保持当前的 ${summary.teams} 支队伍` : `${summary.teams} 支队伍`;
  return (
    `已导入“${summary.event}”：${teams}，${summary.tasks} 个任务，${summary.puzzleCards} 张谜题卡，${summary.standalonePuzzles} 个独立谜题页；` +
    (summary.removedTasks.length > 0 ? `队伍进度已保留，删掉的任务 ${summary.removedTasks.join('、')} 的完成记录已去掉。` : '队伍进度已保留。') +
    (summary.rosterKept?.difference ?? '')
  );
}

/** `node svc-polish120/dist/cli/import-pack.js <pack.json> | --demo [--check]`. */
export function runImportPack(argv: readonly string[], io: CliIo): Promise<number> {
  return runPackImport(polish120PackImport, argv, io);
}
