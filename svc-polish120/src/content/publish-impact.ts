import type { StudioImpactResponse, StudioTeamImpact } from '@citygames/contracts/organizer/studio.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import { areaVisitsOf } from '../areas/area-visits.js';
import { ScratchDrawModel } from '../scratch/scratch-draw.model.js';
import { listTeamStateDocuments, toTeamState, type TeamState } from '../teams/team-state.repository.js';
import { loadCurrentPack } from './event-pack.repository.js';
import type { EventPack } from './pack-schema.js';

const KEEP_PROGRESS = '--keep-progress';

interface TeamProgress {
  name: string;
  state: TeamState;
  solves: TaskProgressEntry[];
  scratchDraws: number;
}

/** Every team of the roster in use with its state, solves and scratch draws. */
async function readTeamsInUse(live: EventPack): Promise<TeamProgress[]> {
  const [states, solves, draws] = await Promise.all([
    listTeamStateDocuments(),
    TaskSolve.find({}, { teamId: 1, taskId: 1, solvedAt: 1, playerName: 1 }).lean(),
    ScratchDrawModel.find({}, { teamId: 1 }).lean(),
  ]);
  return live.teams.map((team) => ({
    name: team.name,
    state: toTeamState(team.id, states.find((state) => state.teamId === team.id) ?? null),
    solves: solves
      .filter((solve) => solve.teamId === team.id)
      .map((solve) => ({ taskId: solve.taskId, completed: true, attemptCount: 0, completedAt: solve.solvedAt.toISOString(), completedBy: solve.playerName })),
    scratchDraws: draws.filter((draw) => draw.teamId === team.id).length,
  }));
}

const areasOf = (pack: EventPack, team: TeamProgress) => new Set(areaVisitsOf(pack, team.state, team.solves).map((visit) => visit.areaId));
const unlockedCards = (pack: EventPack, beenTo: ReadonlySet<number>) => pack.puzzleCards.filter((card) => beenTo.has(card.unlockArea)).map((card) => card.code);

/**
 * Keeping progress (storePack keeps every solve, state and draw and the roster in use): a solve of
 * a task the new pack no longer has stays stored but is no longer shown or counted (the team's
 * progress is read by the pack's task ids), and where the team has been is derived again from the
 * new pack (its start area and each solved task's `reachesArea`), which can lock a puzzle card again.
 */
function keptProgressEffect(live: EventPack, draft: EventPack, team: TeamProgress): string | null {
  const draftTasks = new Set(draft.tasks.map((task) => task.id));
  const liveTasks = new Set(live.tasks.map((task) => task.id));
  const parts: string[] = [];
  const dropped = team.solves.filter((solve) => liveTasks.has(solve.taskId) && !draftTasks.has(solve.taskId)).map((solve) => solve.taskId);
  if (dropped.length > 0) parts.push(`完成的任务 ${dropped.join('、')} 在草稿里没有了：不再显示、不计入完成数（记录保留）`);
  const before = areasOf(live, team);
  const after = areasOf(draft, team);
  const lost = [...before].filter((area) => !after.has(area));
  const gained = [...after].filter((area) => !before.has(area));
  if (lost.length > 0) parts.push(`不再算去过区域 ${lost.join('、')}`);
  if (gained.length > 0) parts.push(`改为算去过区域 ${gained.join('、')}`);
  const unlockedAfter = new Set(unlockedCards(draft, after));
  const relocked = unlockedCards(live, before).filter((code) => !unlockedAfter.has(code));
  if (relocked.length > 0) parts.push(`谜题卡 ${relocked.join('、')} 重新锁上`);
  return parts.length > 0 ? parts.join('；') : null;
}

function clearedEffect(team: TeamProgress): string | null {
  const parts = [
    ...(team.state.startAnswered || team.state.started ? [team.state.started ? '已开始' : '已答开始问题'] : []),
    ...(team.state.xStage > 0 ? [`X 区第 ${team.state.xStage} 阶段`] : []),
    ...(team.solves.length > 0 ? [`完成的 ${team.solves.length} 个任务`] : []),
    ...(team.scratchDraws > 0 ? [`${team.scratchDraws} 张刮刮卡`] : []),
  ];
  return parts.length > 0 ? `清空：${parts.join('、')}` : null;
}

/** What publishing a pack with these options does to the teams playing now, by the rules of storePack. */
export async function readPublishImpact(draft: EventPack, options: ReadonlySet<string>): Promise<StudioImpactResponse> {
  const live = await loadCurrentPack();
  if (!live) return { summary: `还没有导入活动：导入草稿里的 ${draft.teams.length} 支队伍，没有进度会受影响。`, teams: [], notes: [] };
  const teams = await readTeamsInUse(live);
  const keep = options.has(KEEP_PROGRESS);
  const rows: StudioTeamImpact[] = teams.flatMap((team) => {
    const effect = keep ? keptProgressEffect(live, draft, team) : clearedEffect(team);
    return effect ? [{ team: team.name, effect }] : [];
  });
  const summary = keep
    ? `保留进度：名单保持现在的 ${live.teams.length} 支队伍（草稿里的队伍不使用），所有完成记录、X 区阶段和刮刮卡保留；` +
      (rows.length > 0 ? `${rows.length} 支队伍的进度因内容变化而变化，见下表。` : '没有队伍的进度因内容变化而变化。')
    : `名单换成草稿里的 ${draft.teams.length} 支队伍，现在 ${live.teams.length} 支队伍的进度全部清空` +
      (rows.length > 0 ? `；有进度的 ${rows.length} 支队伍会失去下面的进度。` : '；现在没有队伍有进度。');
  return { summary, teams: rows, notes: [] };
}
