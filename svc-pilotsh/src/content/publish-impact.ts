import type { StudioImpactResponse, StudioTeamImpact } from '@citygames/contracts/organizer/studio.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { AreaVisit } from '../areas/area-visit.model.js';
import { Prop } from '../props/prop.model.js';
import { Team } from '../teams/team.model.js';
import { findEventContent } from './event-content.js';
import { removedEntriesOf } from './keep-progress.js';
import type { EventPack } from './pack-schema.js';

const groupBy = <T>(items: readonly T[], keyOf: (item: T) => string) =>
  items.reduce((groups, item) => groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]), new Map<string, T[]>());

/**
 * What publishing a pack does to the teams playing now, by the rule of storePack: every team keeps its
 * progress, except what hangs on a task or area the draft no longer has (keep-progress.ts). Each team
 * that loses something is listed with exactly that. A team has real progress when it solved a task,
 * went beyond the start area or used or gained a card; standing at the start with the pack's cards is none.
 */
export async function readPublishImpact(pack: EventPack): Promise<StudioImpactResponse> {
  const live = await findEventContent();
  const [teams, solves, visits, props, removed] = await Promise.all([
    Team.find({}, { name: 1, taskTeamId: 1, currentAreaSeq: 1 }).lean(),
    TaskSolve.find({}, { teamId: 1, taskId: 1 }).lean(),
    AreaVisit.find(live ? { areaSeq: { $ne: live.pack.startAreaSeq } } : {}, { teamId: 1, areaSeq: 1 }).lean(),
    Prop.find({ $or: [{ used: true }, { source: { $ne: 'pack' } }] }, { teamId: 1 }).lean(),
    removedEntriesOf(pack),
  ]);
  const solvesOf = groupBy(solves, (solve) => solve.teamId);
  const visitsOf = groupBy(visits, (visit) => visit.teamId.toString());
  const propsOf = groupBy(props, (prop) => prop.teamId.toString());
  const removedTasks = new Set(removed.taskIds);
  const removedAreas = new Set(removed.areaSeqs);
  let withProgress = 0;
  const rows: StudioTeamImpact[] = teams.flatMap((team) => {
    const id = team._id.toString();
    const solved = solvesOf.get(team.taskTeamId) ?? [];
    const visited = visitsOf.get(id) ?? [];
    if (solved.length + visited.length + (propsOf.get(id)?.length ?? 0) === 0) return [];
    withProgress += 1;
    const lostTasks = solved.filter((solve) => removedTasks.has(solve.taskId)).map((solve) => solve.taskId);
    const lostAreas = visited.filter((visit) => removedAreas.has(visit.areaSeq)).map((visit) => visit.areaSeq);
    const parts = [
      ...(lostTasks.length > 0 ? [`完成的任务 ${lostTasks.sort().join('、')} 被删掉，不再算完成`] : []),
      ...(lostAreas.length > 0 ? [`去过的区域 ${lostAreas.sort((a, b) => a - b).join('、')} 被删掉，不再算去过`] : []),
      ...(removedAreas.has(team.currentAreaSeq) ? [`所在的区域 ${team.currentAreaSeq} 被删掉，回到起始区域 ${pack.startAreaSeq}`] : []),
    ];
    return parts.length > 0 ? [{ team: team.name, effect: parts.join('；') }] : [];
  });
  return {
    summary:
      `内容按任务编号和区域序号更新，名单不变（${teams.length} 支队伍）；有进度的 ${withProgress} 支队伍保留完成的任务、封禁、去过的区域、位置和道具卡` +
      (rows.length > 0 ? `，其中 ${rows.length} 支会失去挂在删掉的任务或区域上的进度，见下表。` : '，没有队伍失去进度。'),
    teams: rows,
    notes: [],
  };
}
