import type { StudioImpactResponse, StudioTeamImpact } from '@citygames/contracts/organizer/studio.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import { areaVisitsOf } from '../areas/area-visits.js';
import { ScratchDrawModel } from '../scratch/scratch-draw.model.js';
import { listTeamStateDocuments, toTeamState, type TeamState } from '../teams/team-state.repository.js';
import { listRosterTeams } from '../teams/team.repository.js';
import { loadCurrentPack } from './event-pack.repository.js';
import type { EventPack } from './pack-schema.js';

interface TeamProgress {
  name: string;
  state: TeamState;
  solves: TaskProgressEntry[];
  scratchDraws: number;
}

/** Every team of the roster with its state, solves and scratch draws. */
async function readTeamsInUse(): Promise<TeamProgress[]> {
  const [teams, states, solves, draws] = await Promise.all([
    listRosterTeams(),
    listTeamStateDocuments(),
    TaskSolve.find({}, { teamId: 1, taskId: 1, solvedAt: 1, playerName: 1 }).lean(),
    ScratchDrawModel.find({}, { teamId: 1 }).lean(),
  ]);
  return teams.map((team) => ({
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
 * By storePack's rule every solve, state and draw stays (the roster is not in the pack); a solve of a task
 * the draft no longer has goes, and where the team has been is derived again from the new pack (its
 * start area and each solved task's `reachesArea`), which can lock a puzzle card again.
 */
function keptProgressEffect(live: EventPack, draft: EventPack, team: TeamProgress): string | null {
  const draftTasks = new Set(draft.tasks.map((task) => task.id));
  const parts: string[] = [];
  const dropped = team.solves.filter((solve) => !draftTasks.has(solve.taskId)).map((solve) => solve.taskId);
  if (dropped.length > 0) parts.push(`完成的任务 ${dropped.sort().join('、')} 被删掉，不再算完成`);
  const kept = { ...team, solves: team.solves.filter((solve) => draftTasks.has(solve.taskId)) };
  const before = areasOf(live, team);
  const after = areasOf(draft, kept);
  const lost = [...before].filter((area) => !after.has(area));
  const gained = [...after].filter((area) => !before.has(area));
  if (lost.length > 0) parts.push(`不再算去过区域 ${lost.join('、')}`);
  if (gained.length > 0) parts.push(`改为算去过区域 ${gained.join('、')}`);
  const unlockedAfter = new Set(unlockedCards(draft, after));
  const relocked = unlockedCards(live, before).filter((code) => !unlockedAfter.has(code));
  if (relocked.length > 0) parts.push(`谜题卡 ${relocked.join('、')} 重新锁上`);
  return parts.length > 0 ? parts.join('；') : null;
}

/** Answered the start question, reached an X-area stage, solved a task or drew a scratch card: a team's real progress. */
const hasProgress = (team: TeamProgress) =>
  team.state.startAnswered || team.state.started || team.state.xStage > 0 || team.solves.length > 0 || team.scratchDraws > 0;

/** What publishing a pack does to the teams playing now, by the rules of storePack. */
export async function readPublishImpact(draft: EventPack): Promise<StudioImpactResponse> {
  const live = await loadCurrentPack();
  if (!live) return { summary: '还没有导入活动：没有进度会受影响。', teams: [], notes: [] };
  const playing = (await readTeamsInUse()).filter(hasProgress);
  const rows: StudioTeamImpact[] = playing.flatMap((team) => {
    const effect = keptProgressEffect(live, draft, team);
    return effect ? [{ team: team.name, effect }] : [];
  });
  const summary =
    `有进度的 ${playing.length} 支队伍保留完成记录、封禁、X 区阶段和刮刮卡（名单不在活动包里，发布不改变它），` +
    (rows.length > 0 ? `其中 ${rows.length} 支的进度因内容变化而变化，见下表。` : '没有队伍的进度因内容变化而变化。');
  return { summary, teams: rows, notes: [] };
}
