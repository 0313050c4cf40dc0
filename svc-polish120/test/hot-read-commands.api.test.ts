import { TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { TeamStatusResponse } from '@citygames/contracts/polish120/team-status.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseCommandsOf } from '@citygames/service-kit/testing/database-commands';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestContext, type PlayerKey } from './support/test-app.js';

useTestDatabase('polish120_hot_reads');
const t = createTestContext();

beforeEach(() => t.resetWithStartedTeams());

/**
 * The commands of a read after a first one filled the caches. The tests read the pack's
 * version on every request (CONTENT_RECHECK_MS=0); a service reads it at most once a second.
 */
async function commandsOfWarmRead(player: PlayerKey, path: string): Promise<string[]> {
  await t.get(player, path).expect(200);
  return databaseCommandsOf(() => t.get(player, path).expect(200));
}

/** Sorted: the player's team with its members, state, solves and counters (one aggregation of the memberships), the pack's version. */
const HOT_READ = ['aggregate memberships', 'find event_packs'];

describe('a hot read makes one round trip for the team’s own state', () => {
  it('progress: the membership, the team, its state, solves and counters in one aggregation', async () => {
    expect(await commandsOfWarmRead('a2', '/api/polish120/tasks/progress')).toEqual(HOT_READ);
  });

  it('status: the same aggregation for the tasks that lead to an area', async () => {
    expect(await commandsOfWarmRead('a2', '/api/polish120/team/status')).toEqual(HOT_READ);
  });

  it('the joined rows are the team’s own: a solve and a wrong answer show for its team only', async () => {
    await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: '十二' }).expect(200);
    await t.post('a1', '/api/polish120/tasks/complete', { taskId: 'T2', answer: '错的' }).expect(200);
    const mine = TaskProgressResponse.parse((await t.get('a2', '/api/polish120/tasks/progress').expect(200)).body);
    expect(mine.taskProgress.find((task) => task.taskId === 'T1')).toMatchObject({ completed: true, attemptCount: 1, completedBy: '阿一' });
    expect(mine.taskProgress.find((task) => task.taskId === 'T2')).toMatchObject({ completed: false, attemptCount: 1 });
    const theirs = TaskProgressResponse.parse((await t.get('b1', '/api/polish120/tasks/progress').expect(200)).body);
    expect(theirs.taskProgress.find((task) => task.taskId === 'T1')).toMatchObject({ completed: false, attemptCount: 0 });
    const status = TeamStatusResponse.parse((await t.get('a2', '/api/polish120/team/status').expect(200)).body);
    expect(status.status.been_to).toContain(2);
    expect(TeamStatusResponse.parse((await t.get('b1', '/api/polish120/team/status').expect(200)).body).status.been_to).not.toContain(2);
  });

  it('a team that has done nothing yet reads the defaults', async () => {
    await clearDatabase();
    await t.loadPack();
    const status = TeamStatusResponse.parse((await t.get('b1', '/api/polish120/team/status').expect(200)).body);
    expect(status.status).toMatchObject({ x_stage: 0, start: false, start_answered: false, been_to: [] });
  });
});
