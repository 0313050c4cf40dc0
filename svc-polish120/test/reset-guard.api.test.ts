import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { CompleteTaskResponse } from '@citygames/contracts/polish120/tasks.schema';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { TeamTaskState } from '@citygames/task-engine/data-access/team-task-state-model';
import { TeamStateModel } from '../src/teams/team-state.model.js';
import { createTestContext } from './support/test-app.js';

useTestDatabase('polish120_reset_guard');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());
afterEach(() => vi.restoreAllMocks());

const complete = (taskId: string, answer: string) => t.post('a1', '/api/polish120/tasks/complete', { taskId, answer });

/** The organiser's reset commits while a right answer is between its read of the team and its solve record (it has taken its slot). */
function resetDuringTheSolve(reset: () => Promise<unknown>) {
  const takeSlot = TeamTaskState.findOneAndUpdate.bind(TeamTaskState);
  vi.spyOn(TeamTaskState, 'findOneAndUpdate').mockImplementationOnce(((...args: Parameters<typeof takeSlot>) => ({
    lean: async () => {
      const taken = await takeSlot(...args).lean();
      await reset();
      return taken;
    },
  })) as never);
}

describe('a right answer that crosses an organiser reset of its team', () => {
  it('is refused and leaves no solve when the reset committed first', async () => {
    resetDuringTheSolve(() => TeamStateModel.deleteOne({ teamId: 'team-a' }));
    const answer = await complete('T1', '12').expect(409);
    expect(ErrorResponse.parse(answer.body)).toMatchObject({ error: 'TEAM_RESET', message: expect.stringContaining('重置') });
    expect(await TaskSolve.countDocuments({ teamId: 'team-a' })).toBe(0);
    // no guess after all: its slot is back
    expect((await TeamTaskState.findOne({ teamId: 'team-a', taskId: 'T1' }).lean())?.wrongAttempts).toBe(0);
  });

  it('is refused when the team was reset and started again meanwhile', async () => {
    resetDuringTheSolve(() => TeamStateModel.updateOne({ teamId: 'team-a' }, { $set: { startedAt: new Date('2030-01-01T11:00:00Z') } }));
    await complete('T1', '12').expect(409);
    expect(await TaskSolve.countDocuments({ teamId: 'team-a' })).toBe(0);
  });

  it('stands, and marks the team state, when no reset crossed it', async () => {
    CompleteTaskResponse.parse((await complete('T1', '12').expect(200)).body);
    expect(await TaskSolve.countDocuments({ teamId: 'team-a' })).toBe(1);
    expect((await TeamStateModel.findOne({ teamId: 'team-a' }).lean())?.lastSolveAt).toBeInstanceOf(Date);
  });
});
