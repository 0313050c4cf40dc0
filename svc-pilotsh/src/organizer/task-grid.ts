import type { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { scheduledOpeningPassed } from '@citygames/service-kit/auth/platform-records';
import { readTaskGrid } from '@citygames/task-engine/task-grid';
import { AreaVisit } from '../areas/area-visit.model.js';
import { findEventContent } from '../content/event-content.js';
import { readRoster } from './roster-view.js';

/**
 * pilotsh's stuck board: every task of the pack grouped by its area. A team starts with its first action: an
 * answer, or an area it went to beyond the start area (which every team is given when it is created, so a
 * roster imported hours before the start shows 未开始, not stuck); once the game's scheduled opening has passed, a
 * team that has done nothing counts from it.
 */
export async function readPilotshTaskGrid(now: Date): Promise<TaskGridResponse> {
  const [roster, content, visits, gameStartedAt] = await Promise.all([
    readRoster(),
    findEventContent(),
    AreaVisit.find({}, { teamId: 1, areaSeq: 1, visitedAt: 1 }).lean(),
    scheduledOpeningPassed('pilotsh', now),
  ]);
  const tasks = (content?.pack.tasks ?? []).map((task) => {
    const area = content?.area(task.areaSeq);
    return { id: task.id, name: task.name, group: area ? `${area.seq} ${area.name}` : String(task.areaSeq) };
  });
  const teams = roster.teams.map((team) => {
    const own = visits
      .filter((visit) => visit.teamId.toString() === team.id && visit.areaSeq !== content?.pack.startAreaSeq)
      .map((visit) => visit.visitedAt.getTime());
    return { id: team.id, name: team.name, startedAt: own.length > 0 ? new Date(Math.min(...own)) : null };
  });
  return readTaskGrid(teams, tasks, now, gameStartedAt);
}
