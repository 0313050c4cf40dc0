import mongoose from 'mongoose';
import type { BanTarget, CorrectionTarget, TaskCorrectionOperations } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
import { liftBan, markTaskSolved, markTaskUnsolved, runningBansOf } from '@citygames/task-engine/task-corrections';
import { AREA_CODE_SUBJECT } from '../areas/area-code-lookup.js';
import { findEventContent } from '../content/event-content.js';
import { Team } from '../teams/team.model.js';

/** pilotsh's side of the organiser's corrections: its teams by id (task-engine counts a team by `String(_id)`) and the tasks of the live content. */
export async function findCorrectionTeam(teamId: string): Promise<CorrectionTarget | null> {
  if (!mongoose.isValidObjectId(teamId)) return null;
  const team = await Team.findById(teamId, { name: 1 }).lean();
  return team ? { id: String(team._id), name: team.name } : null;
}

/** A ban of a pilotsh team: on a task of the live content, or on its area codes (area-code-lookup.ts). */
async function findBan(key: string): Promise<BanTarget | null> {
  if (key === AREA_CODE_SUBJECT.id) return { key, kind: 'area-code', name: AREA_CODE_SUBJECT.name };
  const task = (await findEventContent())?.task(key);
  return task ? { key: task.id, kind: 'task', name: task.name } : null;
}

export const pilotshTaskCorrections: TaskCorrectionOperations = {
  findTask: async (taskId) => {
    const task = (await findEventContent())?.task(taskId);
    return task ? { id: task.id, name: task.name } : null;
  },
  markSolved: markTaskSolved,
  markUnsolved: markTaskUnsolved,
  findBan,
  listBans: (teamId, now) => runningBansOf(teamId, now, findBan),
  liftBan,
};
