import { beforeEach, describe, expect, it } from 'vitest';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import { TeamStatusResponse } from '@citygames/contracts/pilotsh/team.schema';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { databaseCommandsOf } from '@citygames/service-kit/testing/database-commands';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { Prop } from '../src/props/prop.model.js';
import { Team } from '../src/teams/team.model.js';
import { createPilotshTestApp, importDemoPack, PLAYER1, PLAYER2, type PilotshTestApp } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_hot_reads');

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

/**
 * The commands of a read after a first one filled the caches. The tests read the content version on
 * every request (CONTENT_RECHECK_MS=0); a service reads it at most once a second.
 */
async function commandsOfWarmRead(path: string): Promise<string[]> {
  expect((await t.get(path, PLAYER2)).status).toBe(200);
  return databaseCommandsOf(async () => expect((await t.get(path, PLAYER2)).status).toBe(200));
}

describe('a hot read makes one round trip for the team’s own state', () => {
  it('progress: the membership, the team, its solves and counters in one aggregation', async () => {
    expect(await commandsOfWarmRead('/api/pilotsh/tasks/progress')).toEqual(['aggregate memberships', 'find event_content']);
  });

  it('status: the membership, the team and its props in one aggregation', async () => {
    expect(await commandsOfWarmRead('/api/pilotsh/team/status')).toEqual(['aggregate memberships']);
  });

  it('the joined progress counts the team’s own answers only, and the joined props are the team’s in order', async () => {
    expect((await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-1', answer: '错的' })).status).toBe(200);
    const progress = TaskProgressResponse.parse((await t.get('/api/pilotsh/tasks/progress', PLAYER2)).body);
    expect(progress.taskProgress.find((task) => task.taskId === 'T1-1')).toMatchObject({ completed: false, attemptCount: 1 });
    const other = TaskProgressResponse.parse((await t.get('/api/pilotsh/tasks/progress', '13800000003')).body);
    expect(other.taskProgress.find((task) => task.taskId === 'T1-1')).toMatchObject({ attemptCount: 0 });
    const status = TeamStatusResponse.parse((await t.get('/api/pilotsh/team/status', PLAYER2)).body);
    const team = await Team.findOne({ name: status.status.teamName }).lean();
    const stored = await Prop.find({ teamId: team!._id }).sort({ createdAt: 1 }).lean();
    expect(stored.length).toBeGreaterThan(1);
    expect(status.status.props.map((prop) => prop.id)).toEqual(stored.map((prop) => prop._id.toString()));
  });

  it('a membership whose team was deleted is told so, on the joined reads too', async () => {
    await Team.deleteMany({});
    for (const path of ['/api/pilotsh/tasks/progress', '/api/pilotsh/team/status']) {
      const response = await t.get(path, PLAYER2);
      expect(response.status, path).toBe(403);
      expect(ErrorResponse.parse(response.body).message).toContain('队伍不存在');
    }
  });
});
