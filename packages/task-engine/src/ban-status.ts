import type { BanPolicy, BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { effectiveBanState } from './domain/ban-state.js';
import { engineTexts } from './domain/messages.js';
import { TeamTaskState } from './data-access/team-task-state-model.js';

export interface BanStatusInput {
  teamId: string;
  taskId: string;
  banPolicy: BanPolicy;
  now?: Date;
}

/** The ban status of one (team, task) as it is now; reading never changes anything. */
export async function getBanStatus(input: BanStatusInput): Promise<BanStatusResponse> {
  const now = input.now ?? new Date();
  const stored = await TeamTaskState.findOne({ teamId: input.teamId, taskId: input.taskId }).lean();
  const state = effectiveBanState(stored, input.banPolicy, now);
  return {
    message: state.isBanned ? engineTexts.banned(state.remainingTime) : engineTexts.notBanned(state.remainingAttempts),
    isBanned: state.isBanned,
    banUntilDate: state.banUntil?.toISOString() ?? null,
    remainingTime: state.remainingTime,
    wrongAttempts: state.wrongAttempts,
    remainingAttempts: state.remainingAttempts,
    banPolicy: { ...input.banPolicy },
  };
}
