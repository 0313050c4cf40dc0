import type { StudioImpactResponse, StudioTeamImpact } from '@citygames/contracts/organizer/studio.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { AreaVisit } from '../areas/area-visit.model.js';
import { Prop } from '../props/prop.model.js';
import { Team } from '../teams/team.model.js';
import { findEventContent } from './event-content.js';
import type { EventPack } from './pack-schema.js';

const countBy = (keys: readonly string[]) => keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>());

/**
 * What publishing a pack does to the teams playing now, by the rule of storePack: every team is
 * deleted with its memberships, visits, props and every solve, and the pack's teams start afresh.
 * Each team with real progress is listed with what it loses, most first. A new team already stands
 * in the start area and holds its pack's cards, so neither counts: progress is a solved task, an
 * area beyond the start, or a card used or gained in play.
 */
export async function readPublishImpact(pack: EventPack): Promise<StudioImpactResponse> {
  const live = await findEventContent();
  const [teams, solves, visits, props] = await Promise.all([
    Team.find({}, { name: 1, taskTeamId: 1 }).lean(),
    TaskSolve.find({}, { teamId: 1 }).lean(),
    AreaVisit.find(live ? { areaSeq: { $ne: live.pack.startAreaSeq } } : {}, { teamId: 1 }).lean(),
    Prop.find({ $or: [{ used: true }, { source: { $ne: 'pack' } }] }, { teamId: 1 }).lean(),
  ]);
  const solved = countBy(solves.map((solve) => solve.teamId));
  const visited = countBy(visits.map((visit) => visit.teamId.toString()));
  const held = countBy(props.map((prop) => prop.teamId.toString()));
  const losses = teams
    .map((team) => {
      const id = team._id.toString();
      return { name: team.name, tasks: solved.get(team.taskTeamId) ?? 0, areas: visited.get(id) ?? 0, props: held.get(id) ?? 0 };
    })
    .filter((loss) => loss.tasks + loss.areas + loss.props > 0)
    .sort((a, b) => b.tasks - a.tasks || b.areas - a.areas || b.props - a.props);
  const rows: StudioTeamImpact[] = losses.map((loss) => ({
    team: loss.name,
    effect: `清空：完成的 ${loss.tasks} 个任务、起点以外去过的 ${loss.areas} 个区域、用过或另得的 ${loss.props} 张道具卡`,
  }));
  return {
    summary:
      `发布后现在的 ${teams.length} 支队伍连同全部进度被删除，换成草稿里的 ${pack.teams.length} 支队伍从起点（区域 ${pack.startAreaSeq}）重新开始` +
      (rows.length > 0 ? `；有进度的 ${rows.length} 支队伍会失去下面的进度。` : '；现在没有队伍有进度。'),
    teams: rows,
    notes: [],
  };
}
