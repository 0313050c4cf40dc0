import type { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { scheduledOpeningPassed } from '@citygames/service-kit/auth/platform-records';
import { readTaskGrid } from '@citygames/task-engine/task-grid';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { listRosterTeams } from '../teams/team.repository.js';
import { listTeamStateDocuments } from '../teams/team-state.repository.js';

/**
 * polish120's stuck board: every task of the pack (grouped by the area it leads to); a team starts when it sets off,
 * or, having done nothing, at the game's scheduled opening once that has passed.
 */
export async function readPolish120TaskGrid(now: Date): Promise<TaskGridResponse> {
  const [pack, roster, states, gameStartedAt] = await Promise.all([
    loadCurrentPack(),
    listRosterTeams(),
    listTeamStateDocuments(),
    scheduledOpeningPassed('polish120', now),
  ]);
  const areaName = new Map((pack?.areas ?? []).map((area) => [area.id, area.name]));
  const tasks = (pack?.tasks ?? []).map((task) => ({
    id: task.id,
    name: task.name,
    group: task.reachesArea !== undefined ? `通往 ${areaName.get(task.reachesArea) ?? task.reachesArea}` : '任务',
  }));
  const teams = roster.map((team) => ({
    id: team.id,
    name: team.name,
    startedAt: states.find((state) => state.teamId === team.id)?.startedAt ?? null,
  }));
  return readTaskGrid(teams, tasks, now, gameStartedAt);
}
