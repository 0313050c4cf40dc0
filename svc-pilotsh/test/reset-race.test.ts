import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { recordSolveUnlessReset } from '../src/teams/reset-guard.js';
import { Team } from '../src/teams/team.model.js';
import { ADMIN, createPilotshTestApp, importDemoPack, PLAYER1, type PilotshTestApp } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_reset_race');

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

const teamOne = async () => (await Team.findOne({ name: '演示一队' }).lean())!;
const reset = () => t.post('/api/pilotsh/team/god_give', ADMIN, { leaderName: '玩家1', type: 'init', args: {} });

describe('admin reset (init) against a solve', () => {
  it('both write the team document: the solve sets lastSolveAt, the reset raises resetEpoch', async () => {
    const before = await teamOne();
    expect(before.lastSolveAt).toBeUndefined();
    expect(before.resetEpoch).toBeUndefined();

    await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-1', answer: '雾港云川' }).expect(200);
    const solved = await teamOne();
    expect(solved.lastSolveAt).toBeInstanceOf(Date);

    await reset().expect(200);
    expect((await teamOne()).resetEpoch).toBe(1);
    await reset().expect(200);
    expect((await teamOne()).resetEpoch).toBe(2);

    // a solve after the reset stands and writes the team document again
    await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-1', answer: '雾港云川' }).expect(200);
    expect(await TaskSolve.countDocuments({ teamId: solved._id.toString() })).toBe(1);
  });

  it('refuses the write of a solve that read the team before a reset committed', async () => {
    const seen = await teamOne();
    await reset().expect(200);
    await expect(runTransaction((session) => recordSolveUnlessReset(seen._id, seen.resetEpoch, new Date(), session))).rejects.toMatchObject({
      status: 409,
      code: 'TEAM_RESET',
    });
    expect((await teamOne()).lastSolveAt).toBeUndefined();

    const current = await teamOne();
    await runTransaction((session) => recordSolveUnlessReset(current._id, current.resetEpoch, new Date(), session));
    expect((await teamOne()).lastSolveAt).toBeInstanceOf(Date);
  });
});
