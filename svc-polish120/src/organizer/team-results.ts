import { beijingTime, toExcelCsv } from '@citygames/service-kit/results-csv';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { listTeamStateDocuments } from '../teams/team-state.repository.js';

/** polish120's results: per team its members, tasks solved, X-area stage, start and last solve. */
export async function polish120ResultsCsv(): Promise<string> {
  const [pack, states, solves] = await Promise.all([loadCurrentPack(), listTeamStateDocuments(), TaskSolve.find({}, { teamId: 1, solvedAt: 1 }).lean()]);
  const rows = (pack?.teams ?? []).map((team) => {
    const state = states.find((entry) => entry.teamId === team.id);
    const own = solves.filter((solve) => solve.teamId === team.id);
    const last = own.length > 0 ? new Date(Math.max(...own.map((solve) => solve.solvedAt.getTime()))).toISOString() : null;
    return [
      team.name,
      team.members.find((member) => member.leader)?.name ?? '',
      team.members.map((member) => member.name).join('、'),
      own.length,
      state?.xStage ?? 0,
      beijingTime(state?.startedAt?.toISOString() ?? null),
      beijingTime(last),
    ];
  });
  return toExcelCsv(['队伍', '队长', '队员', '完成任务数', 'X 区域阶段', '出发时间', '最后完成任务时间'], rows);
}
