import type { CorrectionTarget, TaskCorrectionOperations } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
import { liftTaskBan, markTaskSolved, markTaskUnsolved } from '@citygames/task-engine/task-corrections';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { TeamModel } from '../teams/team.model.js';

/** polish120's side of the organiser's corrections: the team by its id (the roster's one lookup here), the tasks of the live pack. */
export async function findCorrectionTeam(teamId: string): Promise<CorrectionTarget | null> {
  const team = await TeamModel.findById(teamId, { name: 1 }).lean();
  return team ? { id: team._id, name: team.name } : null;
}

export const polish120TaskCorrections: TaskCorrectionOperations = {
  findTask: async (taskId) => {
    const task = (await loadCurrentPack())?.tasks.find((candidate) => candidate.id === taskId);
    return task ? { id: task.id, name: task.name } : null;
  },
  markSolved: markTaskSolved,
  markUnsolved: markTaskUnsolved,
  liftBan: liftTaskBan,
};
