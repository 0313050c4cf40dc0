import mongoose from 'mongoose';
import request from 'supertest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { CorrectionResponse, TeamBansResponse } from '@citygames/contracts/organizer/corrections.schema';
import { StageChangeResponse } from '@citygames/contracts/polish120/team-status.schema';
import { XAreaResponse } from '@citygames/contracts/polish120/x-area.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { createTestContext } from './support/test-app.js';
import { PLAYERS } from './support/test-pack.js';

useTestDatabase('polish120_ban_lifts');

const t = createTestContext();
let organizer = '';
const CHINESE = /[\u4e00-\u9fff]/;

const liftBan = (body: object, authorization = organizer) =>
  request(t.app).post('/api/polish120/organizer/corrections/lift-ban').set('Authorization', authorization).send(body);
const bansOf = async (teamId: string) =>
  TeamBansResponse.parse(
    (await request(t.app).get(`/api/polish120/organizer/corrections/bans?teamId=${teamId}`).set('Authorization', organizer).expect(200)).body,
  ).bans;
const guessLimit = async () => XAreaResponse.parse((await t.get('a1', '/api/polish120/x-area').expect(200)).body).guessLimit;
const recorded = async () => ({
  actions: await OrganizerAction.find({ action: 'correction.lift-ban' }).lean(),
  feed: await ActivityEvent.find({ kind: 'organizer' }).lean(),
});
async function expectRefused(answer: request.Response, status: number, error?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const refusal = ErrorResponse.parse(answer.body);
  if (error) expect(refusal.error).toBe(error);
  expect(refusal.message).toMatch(CHINESE);
}
/** Five wrong stage-0 keys: 甲队's X-area stage-1 guesses are banned for 120 s. */
async function banStageOne() {
  for (let n = 1; n <= 5; n += 1) await t.setStage('a1', 1, `D6D${n}`).expect(200);
  expect((await t.setStage('a2', 1, 'D9E3')).status).toBe(429);
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(t.privateKey)).authorization;
});
beforeEach(() => t.resetWithStartedTeams());
afterEach(() => vi.restoreAllMocks());

describe("lifting a polish120 team's X-area stage ban", () => {
  it("lists the team's bans of every kind, lifts the X-area ban with its audit and feed entry, and the team's next read and guess are free", async () => {
    await banStageOne();
    for (let n = 1; n <= 5; n += 1) await t.post('a2', '/api/polish120/tasks/complete', { taskId: 'T3', answer: `错${n}` }).expect(200);
    const bannedUntil = new Date(t.clock.now.getTime() + 120_000).toISOString();
    expect(await bansOf('team-a')).toEqual([
      { key: 'T3', kind: 'task', name: '第三题', banUntil: bannedUntil },
      { key: 'x-area:stage1', kind: 'x-area', name: 'X 区域第 1 阶段', banUntil: bannedUntil },
    ]);
    expect(await bansOf('team-b')).toEqual([]);
    expect(await guessLimit()).toMatchObject({ isBanned: true });

    const lifted = await liftBan({ teamId: 'team-a', banKey: 'x-area:stage1', reason: '转换器出错' });
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect(CorrectionResponse.parse(lifted.body).summary).toBe('解除队伍「甲队」在X 区域第 1 阶段上的封禁（原因：转换器出错）');
    const { actions, feed } = await recorded();
    expect(actions.map((action) => [action.team, action.organizerName])).toEqual([['甲队', '组织者甲']]);
    expect(feed.map((entry) => [entry.summary, entry.teams])).toEqual([['组织者甲：解除队伍「甲队」在X 区域第 1 阶段上的封禁（原因：转换器出错）', ['甲队']]]);
    expect((await bansOf('team-a')).map((ban) => ban.key)).toEqual(['T3']);
    expect(await guessLimit()).toMatchObject({ isBanned: false, wrongAttempts: 0, remainingAttempts: 5 });
    const right = await t.setStage('a2', 1, 'D9E3').expect(200);
    expect(StageChangeResponse.parse(right.body)).toMatchObject({ isCorrect: true, advanced: true });
  });

  it('lifts a task ban by its key too, and answers a second lift of the same ban with a 409 that records nothing', async () => {
    await banStageOne();
    const body = { teamId: 'team-a', banKey: 'x-area:stage1', reason: '误封' };
    const first = await liftBan(body).set(IDEMPOTENCY_KEY_HEADER, 'lift-x-area-ban-00001');
    expect(first.status).toBe(200);
    const retry = await liftBan(body).set(IDEMPOTENCY_KEY_HEADER, 'lift-x-area-ban-00001');
    expect([retry.status, retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()], retry.body]).toEqual([200, 'true', first.body]);
    await expectRefused(await liftBan(body).set(IDEMPOTENCY_KEY_HEADER, 'lift-x-area-ban-00002'), 409, 'NO_BAN');
    expect((await recorded()).actions).toHaveLength(1);

    for (let n = 1; n <= 5; n += 1) await t.post('b1', '/api/polish120/tasks/complete', { taskId: 'T1', answer: `错${n}` }).expect(200);
    const task = await liftBan({ teamId: 'team-b', banKey: 'T1', reason: '题目印错' });
    expect(CorrectionResponse.parse(task.body).summary).toBe('解除队伍「乙队」在任务「钟楼报时」上的封禁（原因：题目印错）');
    await expectRefused(await liftBan({ teamId: 'team-b', taskId: 'T1', reason: '再点一次' }), 409, 'NO_BAN');
    const { actions, feed } = await recorded();
    expect([actions.length, feed.length]).toEqual([2, 2]);
  });

  it('refuses non-organisers, bad input (Chinese 400) and an unknown ban (404), rolls back with a failed audit entry, and lifts nothing', async () => {
    await banStageOne();
    const body = { teamId: 'team-a', banKey: 'x-area:stage1', reason: '误封' };
    await expectRefused(await liftBan(body, ''), 401);
    await expectRefused(await liftBan(body, `Bearer ${tokenFor('polish120', t.privateKey, PLAYERS.a1)}`), 403);
    await expectRefused(await liftBan(body, `Bearer ${tokenFor('pilotsh', t.privateKey, { phone: '13800000000', role: 'admin' })}`), 403);
    await expectRefused(await liftBan({ teamId: 'team-a', banKey: 'x-area:stage1', reason: ' ' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await liftBan({ teamId: 'team-a', reason: '误封' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await liftBan({ teamId: 'team-a', banKey: 'area:code', reason: '误封' }), 404, 'BAN_NOT_FOUND');
    await expectRefused(await liftBan({ teamId: 'team-a', banKey: 'constructor', reason: '误封' }), 404, 'BAN_NOT_FOUND');
    await expectRefused(await liftBan({ ...body, teamId: 'team-z' }), 404, 'TEAM_NOT_FOUND');
    // the lift and its audit entry commit together: no audit entry, no lift (and no feed entry)
    vi.spyOn(OrganizerAction, 'create').mockRejectedValueOnce(new Error('database busy'));
    expect((await liftBan(body)).status).toBe(500);
    expect(await recorded()).toEqual({ actions: [], feed: [] });
    expect(await guessLimit()).toMatchObject({ isBanned: true });
  });
});
