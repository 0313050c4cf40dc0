import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { CorrectionResponse, TeamBansResponse } from '@citygames/contracts/organizer/corrections.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { signInTestOrganizer } from '@citygames/service-kit/testing/test-organizer';
import { buildApp } from '../src/app.js';
import { Team } from '../src/teams/team.model.js';
import { ADMIN, CHINESE, createTestClock, importDemoPack, PLAYER1, PLAYER2 } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_ban_lifts');

const keys = createTestKeys();
const clock = createTestClock();
const app = buildApp({ publicKey: keys.publicKey, now: () => clock.now(), gateCacheMs: 0 });
let organizer = '';

const player = (phone: string) => `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone })}`;
const lookup = (code: string, phone = PLAYER2) => request(app).get(`/api/pilotsh/area/by-code/${code}`).set('Authorization', player(phone));
const liftBan = (body: object, authorization = organizer) =>
  request(app).post('/api/pilotsh/organizer/corrections/lift-ban').set('Authorization', authorization).send(body);
const bansOf = async (teamId: string) =>
  TeamBansResponse.parse((await request(app).get(`/api/pilotsh/organizer/corrections/bans?teamId=${teamId}`).set('Authorization', organizer).expect(200)).body)
    .bans;
const teamId = async (name: string) => (await Team.findOne({ name }).lean())!._id.toString();
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
/** Ten wrong area codes: the team's area-code lookups are banned for 10 minutes. */
async function banAreaCodes() {
  for (let n = 0; n < 10; n += 1) expect((await lookup(`GUESS${n}`)).status).toBe(404);
  expect((await lookup('MT2048')).status).toBe(429);
}

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey)).authorization;
});
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
});

describe("lifting a pilotsh team's area-code ban", () => {
  it("lists the team's bans of every kind, lifts the area-code ban with its audit entry and feed entry, and the team's next lookup works", async () => {
    const id = await teamId('演示一队');
    await banAreaCodes();
    for (let n = 1; n <= 5; n += 1)
      await request(app)
        .post('/api/pilotsh/tasks/complete')
        .set('Authorization', player(PLAYER1))
        .send({ taskId: 'T1-3', answer: `错${n}` });
    const bannedUntil = new Date(clock.now().getTime() + 10 * 60_000).toISOString();
    expect(await bansOf(id)).toEqual([
      { key: 'T1-3', kind: 'task', name: '石碑首字', banUntil: expect.any(String) },
      { key: 'area:code', kind: 'area-code', name: '区域代码', banUntil: bannedUntil },
    ]);
    expect(await bansOf(await teamId('演示二队'))).toEqual([]);

    const lifted = await liftBan({ teamId: id, banKey: 'area:code', reason: '代码牌印错了' });
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect(CorrectionResponse.parse(lifted.body).summary).toBe('解除队伍「演示一队」在区域代码上的封禁（原因：代码牌印错了）');
    const { actions, feed } = await recorded();
    expect(actions.map((action) => [action.team, action.organizerName, action.summary])).toEqual([
      ['演示一队', '组织者甲', '解除队伍「演示一队」在区域代码上的封禁（原因：代码牌印错了）'],
    ]);
    expect(feed.map((entry) => [entry.summary, entry.teams])).toEqual([
      ['组织者甲：解除队伍「演示一队」在区域代码上的封禁（原因：代码牌印错了）', ['演示一队']],
    ]);
    expect((await bansOf(id)).map((ban) => ban.key)).toEqual(['T1-3']);
    // the count starts again: a right code now, and nine wrong ones before the next ban
    expect((await lookup('MT2048')).status).toBe(200);
    for (let n = 0; n < 9; n += 1) expect((await lookup(`AGAIN${n}`)).status).toBe(404);
    expect((await lookup('MT2048')).status).toBe(200);
  });

  it('answers a second lift of the same ban with a 409 that records nothing, and a retry with the same key with the first answer', async () => {
    const id = await teamId('演示一队');
    await banAreaCodes();
    const body = { teamId: id, banKey: 'area:code', reason: '误封' };
    const first = await liftBan(body).set(IDEMPOTENCY_KEY_HEADER, 'lift-area-code-ban-0001');
    expect(first.status).toBe(200);
    const retry = await liftBan(body).set(IDEMPOTENCY_KEY_HEADER, 'lift-area-code-ban-0001');
    expect([retry.status, retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()], retry.body]).toEqual([200, 'true', first.body]);
    await expectRefused(await liftBan(body).set(IDEMPOTENCY_KEY_HEADER, 'lift-area-code-ban-0002'), 409, 'NO_BAN');
    await expectRefused(await liftBan(body), 409, 'NO_BAN');
    const { actions, feed } = await recorded();
    expect([actions.length, feed.length]).toEqual([1, 1]);
  });

  it('refuses non-organisers, bad input (Chinese 400) and a ban it does not know (404), and lifts nothing', async () => {
    const id = await teamId('演示一队');
    await banAreaCodes();
    const body = { teamId: id, banKey: 'area:code', reason: '误封' };
    await expectRefused(await liftBan(body, ''), 401);
    await expectRefused(await liftBan(body, player(PLAYER1)), 403);
    await expectRefused(await liftBan(body, `Bearer ${tokenFor('pilotsh', keys.privateKey, { phone: ADMIN, role: 'admin' })}`), 403);
    await expectRefused(await request(app).get(`/api/pilotsh/organizer/corrections/bans?teamId=${id}`).set('Authorization', player(PLAYER1)), 403);
    await expectRefused(await liftBan({ teamId: id, banKey: 'area:code' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await liftBan({ teamId: id, reason: '误封' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await liftBan({ teamId: id, banKey: 'area:code', taskId: 'T1-1', reason: '误封' }), 400, 'VALIDATION_FAILED');
    await expectRefused(await request(app).get('/api/pilotsh/organizer/corrections/bans').set('Authorization', organizer), 400, 'VALIDATION_FAILED');
    await expectRefused(await liftBan({ teamId: id, banKey: 'x-area:stage1', reason: '误封' }), 404, 'BAN_NOT_FOUND');
    await expectRefused(await liftBan({ ...body, teamId: '0123456789abcdef01234567' }), 404, 'TEAM_NOT_FOUND');
    expect((await recorded()).actions).toEqual([]);
    expect((await lookup('MT2048')).status).toBe(429);
  });
});
