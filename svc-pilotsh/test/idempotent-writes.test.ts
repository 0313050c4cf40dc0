import mongoose from 'mongoose';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { IDEMPOTENCY_LEASE_MS } from '@citygames/service-kit/idempotency/idempotency-records';
import { TeamTaskState } from '@citygames/task-engine/data-access/team-task-state-model';
import { SubmitAnswerResponse } from '@citygames/contracts/common/answer.schema';
import { PropUseResponse, TeamMoveResponse, TeamStatusResponse } from '@citygames/contracts/pilotsh/team.schema';
import { TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import {
  refuseAnswerStoreAfterEffect,
  refuseEndingTransactionOnce,
  resendAfterAnswerStoreFailed,
  sendRepeatedly,
} from '@citygames/service-kit/testing/repeated-writes';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ACCOUNTS_COLLECTION } from '@citygames/service-kit/auth/platform-records';
import { writeTestCollection } from '@citygames/service-kit/testing/test-collection-writes';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { createTestKeys } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { AreaVisit } from '../src/areas/area-visit.model.js';
import { Membership } from '../src/teams/membership.model.js';
import { Team } from '../src/teams/team.model.js';
import { createPilotshTestApp, importDemoPack, PLAYER1, PLAYER2, type PilotshTestApp } from './support/pilotsh-test-app.js';

// Every player and organiser write of pilotsh, its answer lost and the write sent again with its key:
// one effect, the first answer to every copy (docs/invariants.md, "幂等键").
useTestDatabase('pilotsh_idempotent');

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

const progressOf = async (phone: string) => TaskProgressResponse.parse((await t.get('/api/pilotsh/tasks/progress', phone)).body).taskProgress;

describe('an answer whose reply could not be stored after it was judged', () => {
  it.each([
    ['wrong', '错', { isCorrect: false, wrongAttempts: 1 }],
    ['right', '雾', { isCorrect: true }],
  ] as const)('a %s answer sent again with its key after the lease ran out gets its true outcome, judged once', async (_kind, answer, judged) => {
    // the database refuses to store the reply once the answer was judged (busy): only the copy written with the effect exists
    const storeReply = refuseAnswerStoreAfterEffect();
    const key = randomUUID();
    const first = await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer }).set(IDEMPOTENCY_KEY_HEADER, key);
    expect(SubmitAnswerResponse.parse(first.body)).toMatchObject(judged);
    storeReply();

    t.clock.advance(IDEMPOTENCY_LEASE_MS / 1000 + 1);
    const retry = await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer }).set(IDEMPOTENCY_KEY_HEADER, key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await progressOf(PLAYER2))[2]).toMatchObject({ taskId: 'T1-3', attemptCount: 1 });
  });
});

describe('a team write whose reply could not be stored after its effect', () => {
  const passLease = () => t.clock.advance(IDEMPOTENCY_LEASE_MS / 1000 + 1);

  it('a prop sent again after the lease is answered "used" as the first time, and used once', async () => {
    const status = TeamStatusResponse.parse((await t.get('/api/pilotsh/team/status', PLAYER1)).body).status;
    const map = status.props[0]!;
    const first = await resendAfterAnswerStoreFailed(() => t.post('/api/pilotsh/team/status', PLAYER1, { type: 'use_prop', args: { id: map.id } }), passLease);
    expect(PropUseResponse.parse(first.body).prop).toMatchObject({ used: true, usedBy: '玩家1' });
  });

  it('a move sent again after the lease is answered "moved", not "already there", and moves once', async () => {
    const first = await resendAfterAnswerStoreFailed(
      () => t.post('/api/pilotsh/team/status', PLAYER1, { type: 'move_to', args: { pos: 'MT2048' } }),
      passLease,
    );
    expect(TeamMoveResponse.parse(first.body).message).toMatch(/^队伍已移动到/);
    const team = await Team.findOne({ name: '演示一队' }).lean();
    expect(team!.moveCount).toBe(1);
    expect(await AreaVisit.countDocuments({ teamId: team!._id })).toBe(2);
  });
});

describe('an answer whose judging could not be committed', () => {
  it.each([
    ['wrong', '错', { isCorrect: false, wrongAttempts: 1 }, 1],
    ['right', '雾', { isCorrect: true }, 0],
  ] as const)('a %s answer sent again with its key is judged on the slot its first try took: counted once', async (_kind, answer, judged, attemptsAfter) => {
    // the transaction that ends the guess (slot, solve, feed entry, reply) fails once, as on a busy database
    const failOnce = refuseEndingTransactionOnce();
    const key = randomUUID();
    const first = await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer }).set(IDEMPOTENCY_KEY_HEADER, key);
    failOnce();
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect((await progressOf(PLAYER2))[2]).toMatchObject({ taskId: 'T1-3', completed: false });

    const retry = await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer }).set(IDEMPOTENCY_KEY_HEADER, key);
    expect(retry.status).toBe(200);
    expect(SubmitAnswerResponse.parse(retry.body)).toMatchObject(judged);
    const status = await TeamTaskState.findOne({ taskId: 'T1-3' }).lean();
    expect(status).toMatchObject({ wrongAttempts: attemptsAfter, wrongAnswersTotal: attemptsAfter });
    expect(Object.keys(status?.holders ?? {})).toEqual([]);
  });
});

describe('a player write sent again after its answer was lost', () => {
  it('a wrong answer counts one wrong attempt, not 21', async () => {
    const first = await sendRepeatedly(() => t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer: '错' }));
    expect(SubmitAnswerResponse.parse(first.body)).toMatchObject({ isCorrect: false, wrongAttempts: 1, remainingAttempts: 4 });
    expect((await progressOf(PLAYER2))[2]).toMatchObject({ taskId: 'T1-3', attemptCount: 1 });
  });

  it('a right answer is answered "correct" every time, not "already completed"', async () => {
    const first = await sendRepeatedly(() => t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-1', answer: '雾港云川' }));
    expect(SubmitAnswerResponse.parse(first.body)).toMatchObject({ isCorrect: true, completedBy: '玩家2' });
    expect((await progressOf(PLAYER1))[0]).toMatchObject({ completed: true, attemptCount: 1 });
  });

  it('a prop is used once and every copy hears it was used, not "already used"', async () => {
    const status = TeamStatusResponse.parse((await t.get('/api/pilotsh/team/status', PLAYER1)).body).status;
    const map = status.props[0]!;
    const first = await sendRepeatedly(() => t.post('/api/pilotsh/team/status', PLAYER1, { type: 'use_prop', args: { id: map.id } }));
    expect(first.status).toBe(200);
    expect(PropUseResponse.parse(first.body).prop).toMatchObject({ used: true, usedBy: '玩家1' });
  });

  it('a move to an area by its code moves the team once', async () => {
    const first = await sendRepeatedly(() => t.post('/api/pilotsh/team/status', PLAYER1, { type: 'move_to', args: { pos: 'MT2048' } }));
    expect(first.status).toBe(200);
    const team = await Team.findOne({ name: '演示一队' }).lean();
    expect(await AreaVisit.countDocuments({ teamId: team!._id })).toBe(2);
  });

  it("two players' writes with the same key never meet", async () => {
    const key = '0123456789abcdef-shared';
    const mine = await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-3', answer: '错' }).set('Idempotency-Key', key);
    const theirs = await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer: '错' }).set('Idempotency-Key', key);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect([mine.body.wrongAttempts, theirs.body.wrongAttempts]).toEqual([1, 2]);
  });

  it('the same key with another answer is refused (422) and counts nothing', async () => {
    const key = '0123456789abcdef-reused';
    await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer: '错' }).set('Idempotency-Key', key);
    const other = await t.post('/api/pilotsh/tasks/complete', PLAYER2, { taskId: 'T1-3', answer: '又错' }).set('Idempotency-Key', key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringContaining('幂等键') });
    expect((await progressOf(PLAYER2))[2]).toMatchObject({ attemptCount: 1 });
  });
});

describe('an organiser write sent again after its answer was lost', () => {
  const keys = createTestKeys();
  const app = buildApp({ publicKey: keys.publicKey, gateCacheMs: 0 });
  let authorization = '';
  beforeAll(async () => {
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
    authorization = (await signInTestOrganizer(keys.privateKey)).authorization;
  });

  it('places a player into a team once, answering 201 every time (not "already in a team")', async () => {
    await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) =>
      accounts.insertOne({ game: 'pilotsh', phone: '13700000011', name: '新人甲', role: 'user', createdAt: new Date() }),
    );
    const team = await Team.findOne({ name: '演示二队' }).lean();
    const { version } = (await request(app).get('/api/pilotsh/organizer/roster').set('Authorization', authorization).expect(200)).body as { version: number };
    const first = await sendRepeatedly(() =>
      request(app).post(`/api/pilotsh/organizer/teams/${team!._id}/members`).set('Authorization', authorization).send({ phone: '13700000011', version }),
    );
    expect(first.status).toBe(201);
    expect(await Membership.countDocuments({ phone: '13700000011' })).toBe(1);
    await writeTestCollection(ACCOUNTS_COLLECTION, (accounts) => accounts.deleteMany({}));
  });
});
