import type { BanTarget, CorrectionTarget, TaskCorrectionOperations } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
import { liftBan, markTaskSolved, markTaskUnsolved, runningBansOf } from '@citygames/task-engine/task-corrections';
import { loadCurrentPack } from '../content/event-pack.repository.js';
import { X_GUESS_NAMES } from '../domain/x-area-guess-keys.js';
import { TeamModel } from '../teams/team.model.js';

/** polish120's side of the organiser's corrections: the team by its id (the roster's one lookup here), the tasks of the live pack. */
export async function findCorrectionTeam(teamId: string): Promise<CorrectionTarget | null> {
  const team = await TeamModel.findById(teamId, { name: 1 }).lean();
  return team ? { id: team._id, name: team.name } : null;
}

async function findTask(taskId: string): Promise<CorrectionTarget | null> {
  const task = (await loadCurrentPack())?.tasks.find((candidate) => candidate.id === taskId);
  return task ? { id: task.id, name: task.name } : null;
}

/** A ban of a polish120 team: on a task of the live pack, or on one of the X area's counters (x-area-guess-keys.ts). */
async function findBan(key: string): Promise<BanTarget | null> {
  const xArea = X_GUESS_NAMES.get(key);
  if (xArea) return { key, kind: 'x-area', name: xArea };
  const task = await findTask(key);
  return task ? { key: task.id, kind: 'task', name: task.name } : null;
}

export const polish120TaskCorrections: TaskCorrectionOperations = {
  findTask,
  markSolved: markTaskSolved,
  markUnsolved: markTaskUnsolved,
  findBan,
  listBans: (teamId, now) => runningBansOf(teamId, now, findBan),
  liftBan,
};
