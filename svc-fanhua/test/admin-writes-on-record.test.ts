import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AreaModel } from '../src/areas/area.model.js';
import { TeamModel } from '../src/teams/team.model.js';
import { consoleTestKit } from './support/organizer-console.js';
import { createTeam, loadTestPack } from './support/pack-fixtures.js';
import { storedRadioMessages } from './support/stored-radio.js';
import { refusal } from './support/test-app.js';

useTestDatabase('fanhua_admin_writes_on_record');

const clock = new Date('2026-07-12T10:00:00+08:00');
const { api, person, signIn } = consoleTestKit(() => clock);
const [leaderA, leaderB] = [person(1), person(2)];
const gameAdmin = person(900, 'admin');
const ADMIN_NAME = '玩家900（游戏管理员）';
let organizer = '';

const asGameAdmin = (path: string, body: Record<string, unknown>) => api.post(`/api/fanhua${path}`).set('Authorization', gameAdmin.auth).send(body);
async function auditLog() {
  return OrganizerActionsResponse.parse((await api.get('/api/fanhua/organizer/actions').set('Authorization', organizer).expect(200)).body).actions;
}
/** The feed's entries of organiser-side actions (players' own actions, such as forming a team, are left out). */
async function feed() {
  const { events } = ActivityFeedResponse.parse((await api.get('/api/fanhua/organizer/activity').set('Authorization', organizer).expect(200)).body);
  return events.filter((event) => event.kind === 'organizer');
}
const REWARDS = [{ id: 'g1', text: '换口粮', requires: [], gives: [{ type: 'luck', arg: null, count: 1 }], cond: [] }];
const BROADCAST = { scope: 'all', sender: 'commander', message_type: 'system_broadcast', title: '集合', msg: '天黑前回营地' };

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = await signIn();
});
beforeEach(async () => {
  await clearDatabase();
  await loadTestPack();
});

describe("a game administrator's writes are on the organiser's record, from their own transaction", () => {
  it("puts an area's new rewards in the audit log and the feed, naming the administrator; a refused one records nothing", async () => {
    for (const [path, body] of [
      ['/admin/update-area-rewards/abc', { rewards: REWARDS }],
      ['/admin/update-area-rewards/1', { rewards: [{ ...REWARDS[0], id: '' }] }],
      ['/admin/update-area-rewards/99', { rewards: REWARDS }],
      ['/admin/update-area-rewards/2', { rewards: REWARDS }],
    ] as const) {
      expect((await asGameAdmin(path, body)).status, path).toBeGreaterThanOrEqual(400);
    }
    expect(await auditLog()).toEqual([]);

    expect((await asGameAdmin('/admin/update-area-rewards/1', { rewards: REWARDS })).status).toBe(200);
    expect(await auditLog()).toMatchObject([
      { organizer: ADMIN_NAME, scope: 'fanhua', action: 'fanhua-admin.update-area-rewards', summary: '区域 1「区域1」的奖励已设置（1 组）', team: null },
    ]);
    expect((await feed()).map((event) => event.summary)).toEqual([`${ADMIN_NAME}：区域 1「区域1」的奖励已设置（1 组）`]);
  });

  it('sends a radio message with its audit entry and feed line, to everyone or to one team; a refused one records and stores nothing', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者');
    await createTeam(api, leaderB, '守夜人');
    const refused = [
      await asGameAdmin('/msg/send', { ...BROADCAST, title: '' }),
      await asGameAdmin('/msg/send', { ...BROADCAST, msg: '<img src="javascript:alert(1)">' }),
      await asGameAdmin('/msg/send', { ...BROADCAST, scope: 'team', team_id: '0123456789abcdef01234567' }),
    ];
    expect(refused.map((answer) => [answer.status, refusal(answer).message.length > 0])).toEqual([
      [400, true],
      [400, true],
      [404, true],
    ]);
    expect(await auditLog()).toEqual([]);
    expect(await storedRadioMessages()).toEqual([]);

    expect((await asGameAdmin('/msg/send', BROADCAST)).status).toBe(201);
    expect((await asGameAdmin('/msg/send', { ...BROADCAST, scope: 'team', team_id: teamA, sender: 'merchant', title: '补给' })).status).toBe(201);
    expect((await auditLog()).map((entry) => [entry.organizer, entry.action, entry.team, entry.summary])).toEqual([
      [ADMIN_NAME, 'fanhua-admin.radio-message', '拾荒者', '向「拾荒者」以「商人」发送电台消息「补给」'],
      [ADMIN_NAME, 'fanhua-admin.radio-message', null, '向所有队伍以「指挥官」发送电台消息「集合」'],
    ]);
    expect((await feed()).map((event) => [event.teams, event.summary])).toEqual([
      [['拾荒者'], `${ADMIN_NAME}：向「拾荒者」以「商人」发送电台消息「补给」`],
      [[], `${ADMIN_NAME}：向所有队伍以「指挥官」发送电台消息「集合」`],
    ]);
    expect(await storedRadioMessages()).toHaveLength(2);
  });

  it('keeps neither the change nor its record when the record cannot be written', async () => {
    await createTeam(api, leaderA, '拾荒者');
    const failing = vi.spyOn(OrganizerAction, 'create').mockRejectedValue(new Error('database busy'));
    try {
      expect((await asGameAdmin('/admin/update-area-rewards/1', { rewards: REWARDS })).status).toBe(500);
      expect((await asGameAdmin('/msg/send', BROADCAST)).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect((await AreaModel.findById(1).lean())!.rewards.map((group) => group.id)).toEqual(['free', 'deal']);
    expect(await storedRadioMessages()).toEqual([]);
    expect(await feed()).toEqual([]);
    expect(await TeamModel.countDocuments()).toBe(1);
  });
});
