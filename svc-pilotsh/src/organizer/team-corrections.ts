import mongoose from 'mongoose';
import type { CorrectionTarget, TaskCorrectionOperations } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
import { liftTaskBan, markTaskSolved, markTaskUnsolved } from '@citygames/task-engine/task-corrections';
import { findEventContent } from '../content/event-content.js';
import { Team } from '../teams/team.model.js';

/** pilotsh's side of the organiser's corrections: its teams by id (task-engine counts a team by `String(_id)`) and the tasks of the live content. */
export async function findCorrectionTeam(teamId: string): Promise<CorrectionTarget | null> {
  if (!mongoose.isValidObjectId(teamId)) return null;
  const team = await Team.findById(teamId, { name: 1 }).lean();
  return team ? { id: String(team._id), name: team.name } : null;
}

export const pilotshTaskCorrections: TaskCorrectionOperations = {
  findTask: async (taskId) => {
    const task = (await findEventContent())?.task(taskId);
    return task ? { id: task.id, name: task.name } : null;
  },
  markSolved: markTaskSolved,
  markUnsolved: markTaskUnsolved,
  liftBan: liftTaskBan,
};
