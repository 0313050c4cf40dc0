import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TeamModel } from '../src/teams/team.model.js';
import { storedRadioMessages } from './support/stored-radio.js';
import { admin, grant, inventory, teamWith } from './support/trade-fixtures.js';
import { ActionResponse } from '@citygames/contracts/fanhua/action.schema';
import { AdminAreasResponse, AdminCreateTeamResponse, AdminPlayersResponse, AdminTeamsResponse } from '@citygames/contracts/fanhua/admin.schema';
import { AreaGetAllResponse, AreaStates } from '@citygames/contracts/fanhua/areas.schema';
import { TeamCurrentResponse } from '@citygames/contracts/fanhua/teams.schema';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_p2_admin');
beforeEach(() => clearDatabase());

const api = createTestApp();
const [leaderA, memberA, memberA2, leaderB, loner] = [player(1), player(2), player(3), player(4), player(5)];
const post = (path: string, body: Record<string, unknown>, who = admin) => api.post(`/api/fanhua/admin/${path}`).set('Authorization', who.auth).send(body);
const current = async (who: typeof leaderA) => TeamCurrentResponse.parse((await api.get('/api/fanhua/team/current').set('Authorization', who.auth)).body);

describe('administration permissions', () => {
  it('refuses every admin call to a non-admin with 403', async () => {
    const calls: [string, ReturnType<typeof api.get>][] = [
      ['admin/players', api.get('/api/fanhua/admin/players')],
      ['admin/teams', api.get('/api/fanhua/admin/teams')],
      ['admin/create-team', api.post('/api/fanhua/admin/create-team').send({ name: 'x', description: 'y' })],
      ['admin/set-leader', api.post('/api/fanhua/admin/set-leader').send({})],
      ['admin/move-player', api.post('/api/fanhua/admin/move-player').send({})],
      ['admin/update-area-rewards', api.post('/api/fanhua/admin/update-area-rewards/1').send({ rewards: [] })],
      ['trade/add-asset', api.post('/api/fanhua/trade/add-asset').send({})],
      ['players/risk-all', api.post('/api/fanhua/players/risk-all')],
      ['players/get-all-risk', api.get('/api/fanhua/players/get-all-risk')],
      ['msg/send', api.post('/api/fanhua/msg/send').send({})],
    ];
    for (const [path, call] of calls) {
      const res = await call.set('Authorization', leaderA.auth);
      expect(res.status, path).toBe(403);
      expect(refusal(res).success).toBe(false);
    }
    expect(await TeamModel.countDocuments()).toBe(0);
  });
});

describe('team module', () => {
  it('creates an empty team with the Chinese validations and returns the invite code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: '描述' }, '队伍名称不能为空'],
      [{ name: '  ', description: '描述' }, '队伍名称不能为空'],
      [{ name: '队' }, '队伍描述不能为空'],
      [{ name: '队'.repeat(21), description: '描述' }, '队伍名称不能超过20个字符'],
      [{ name: '队', description: '述'.repeat(101) }, '队伍描述不能超过100个字符'],
    ];
    for (const [body, message] of cases) {
      const res = await post('create-team', body);
      expect(res.status).toBe(400);
      expect(refusal(res).message).toContain(message);
    }
    const created = await post('create-team', { name: '队'.repeat(20), description: '述'.repeat(100) });
    expect(created.status).toBe(201);
    const answer = AdminCreateTeamResponse.parse(created.body);
    expect(answer.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(answer.message).toContain(answer.inviteCode);
    const { teams } = AdminTeamsResponse.parse((await api.get('/api/fanhua/admin/teams').set('Authorization', admin.auth)).body);
    expect(teams).toEqual([expect.objectContaining({ name: '队'.repeat(20), member_count: 0, leader_id: null })]);
    expect((await post('create-team', { name: '队'.repeat(20), description: '重名' })).status).toBe(409);
  });

  it('changes the leader to a member only', async () => {
    const a = await teamWith(api, leaderA, '拾荒者', [memberA]);
    await teamWith(api, leaderB, '守夜人');
    expect(refusal(await post('set-leader', { player_id: memberA.id })).message).toContain('请选择队伍');
    expect(refusal(await post('set-leader', { team_id: a.id })).message).toContain('请选择新队长');
    const outsider = await post('set-leader', { team_id: a.id, player_id: leaderB.id });
    expect(outsider.status).toBe(400);
    expect(refusal(outsider).message).toContain('不是「拾荒者」的成员');
    const changed = await post('set-leader', { team_id: a.id, player_id: memberA.id });
    expect(changed.status).toBe(200);
    expect(ActionResponse.parse(changed.body).message).toBe(`「拾荒者」的队长已改为「${memberA.name}」`);
    expect((await current(memberA)).isLeader).toBe(true);
    expect((await current(leaderA)).isLeader).toBe(false);
  });

  it('moves a player, handing the old team to its longest member and counting both teams', async () => {
    const a = await teamWith(api, leaderA, '拾荒者', [memberA, memberA2]);
    const b = await teamWith(api, leaderB, '守夜人');
    expect(refusal(await post('move-player', { team_id: b.id })).message).toContain('请选择玩家');
    expect(refusal(await post('move-player', { player_id: leaderA.id })).message).toContain('请选择目标队伍');
    expect((await post('move-player', { player_id: leaderA.id, team_id: a.id })).status).toBe(400);

    const moved = await post('move-player', { player_id: leaderA.id, team_id: b.id });
    expect(moved.status).toBe(200);
    expect(ActionResponse.parse(moved.body).message).toBe(`已将「${leaderA.name}」移至「守夜人」`);
    expect((await current(leaderA)).team.id).toBe(b.id);
    expect((await current(memberA)).isLeader).toBe(true);
    // Both rosters follow the move: the old team without the player, the new one with the player last.
    expect((await current(memberA)).members.map((member) => member.id)).toEqual([memberA.id, memberA2.id]);
    expect((await current(leaderB)).members.map((member) => [member.id, member.isLeader])).toEqual([
      [leaderB.id, true],
      [leaderA.id, false],
    ]);
    const teams = await TeamModel.find().sort({ createdAt: 1 }).lean();
    expect(teams.map((team) => [team.name, team.memberCount])).toEqual([
      ['拾荒者', 2],
      ['守夜人', 2],
    ]);
    expect(await storedRadioMessages({ teamId: a.id, title: '成员调离' })).toHaveLength(1);
    expect(await storedRadioMessages({ teamId: b.id, title: '新成员加入' })).toHaveLength(1);
  });

  it('puts each roster change on the record in its own transaction, naming the administrator; a refused or failed one leaves nothing', async () => {
    const a = await teamWith(api, leaderA, '拾荒者', [memberA]);
    const b = await teamWith(api, leaderB, '守夜人');
    await OrganizerAction.deleteMany({});
    await ActivityEvent.deleteMany({});
    expect((await post('create-team', { name: '新队', description: '管理员建' })).status).toBe(201);
    expect((await post('set-leader', { team_id: a.id, player_id: memberA.id })).status).toBe(200);
    expect((await post('set-leader', { team_id: a.id, player_id: leaderB.id })).status).toBe(400);
    expect((await post('move-player', { player_id: leaderA.id, team_id: b.id })).status).toBe(200);
    const actions = await OrganizerAction.find({}).sort({ _id: 1 }).lean();
    expect(actions.map((action) => [action.action, action.team, action.organizerId.startsWith('game-admin:fanhua:')])).toEqual([
      ['fanhua-admin.create-team', '新队', true],
      ['fanhua-admin.set-leader', '拾荒者', true],
      ['fanhua-admin.move-player', '守夜人', true],
    ]);
    expect(await ActivityEvent.countDocuments({ kind: 'organizer' })).toBe(3);

    const failing = vi.spyOn(OrganizerAction, 'create').mockRejectedValue(new Error('database busy'));
    expect((await post('move-player', { player_id: leaderA.id, team_id: a.id })).status).toBe(500);
    expect((await post('create-team', { name: '又一队', description: '管理员建' })).status).toBe(500);
    failing.mockRestore();
    expect((await current(leaderA)).team.id).toBe(b.id);
    expect(await TeamModel.exists({ name: '又一队' })).toBeNull();
    expect(await ActivityEvent.countDocuments({ kind: 'organizer' })).toBe(3);
  });

  it('puts a player without a team into a team, leading it when it was empty', async () => {
    await api.get('/api/fanhua/team/list').set('Authorization', loner.auth); // the player becomes known
    const empty = AdminCreateTeamResponse.parse((await post('create-team', { name: '新队', description: '管理员建' })).body);
    expect((await post('move-player', { player_id: loner.id, team_id: empty.teamId })).status).toBe(200);
    expect((await current(loner)).isLeader).toBe(true);
    expect((await post('move-player', { player_id: 'nobody', team_id: empty.teamId })).status).toBe(404);
  });

  it('lists players with their teams and finds them by part of the name', async () => {
    await teamWith(api, leaderA, '拾荒者', [memberA]);
    await api.get('/api/fanhua/team/list').set('Authorization', loner.auth);
    const players = async (query = '') =>
      AdminPlayersResponse.parse((await api.get(`/api/fanhua/admin/players${query}`).set('Authorization', admin.auth)).body).players;
    const all = await players();
    expect(all).toContainEqual({ id: leaderA.id, name: leaderA.name, phone: leaderA.phone, team_id: expect.any(String), team_name: '拾荒者', is_leader: true });
    expect(all).toContainEqual(expect.objectContaining({ id: loner.id, team_id: null, team_name: null, is_leader: false }));
    const found = await players(`?q=${encodeURIComponent('家2')}`);
    expect(found.map((entry) => entry.id)).toEqual([memberA.id]);
    const literal = await players(`?q=${encodeURIComponent('.*')}`);
    expect(literal).toEqual([]);
  });

  it('leaves administrators out of the player list unless they play in a team', async () => {
    const organiser = player(901, 'admin');
    const playingOrganiser = player(902, 'admin');
    await api.get('/api/fanhua/team/list').set('Authorization', organiser.auth);
    await teamWith(api, leaderA, '拾荒者', [playingOrganiser]);
    const ids = AdminPlayersResponse.parse((await api.get('/api/fanhua/admin/players').set('Authorization', admin.auth)).body).players.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining([leaderA.id, playingOrganiser.id]));
    expect(ids).not.toContain(organiser.id);
    expect(ids).not.toContain(admin.id);
  });

  it('remembers a role that changed since the last call', async () => {
    const promoted = player(903, 'user');
    await api.get('/api/fanhua/team/list').set('Authorization', promoted.auth);
    const listed = async () =>
      AdminPlayersResponse.parse((await api.get('/api/fanhua/admin/players').set('Authorization', admin.auth)).body).players.map((entry) => entry.id);
    expect(await listed()).toContain(promoted.id);
    await api.get('/api/fanhua/team/list').set('Authorization', player(903, 'admin').auth);
    expect(await listed()).not.toContain(promoted.id);
  });
});

describe('asset module', () => {
  it('adds an asset with the Chinese validations', async () => {
    const a = await teamWith(api, leaderA, '拾荒者');
    const add = (body: Record<string, unknown>) => api.post('/api/fanhua/trade/add-asset').set('Authorization', admin.auth).send(body);
    expect(refusal(await add({ type: 'luck', count: 1 })).message).toContain('请选择队伍');
    expect(refusal(await add({ team_id: a.id, count: 1 })).message).toContain('请选择完整的资产类型');
    expect(refusal(await add({ team_id: a.id, type: 'food', arg: null, count: 1 })).message).toContain('请选择完整的资产类型');
    expect(refusal(await add({ team_id: a.id, type: 'weapon', arg: null, count: 1 })).message).toContain('请选择完整的资产类型');
    for (const count of [0, -1, 1.5, 'abc', null]) {
      expect(refusal(await add({ team_id: a.id, type: 'luck', count })).message).toContain('请输入有效的数量');
    }
    expect((await add({ team_id: '0123456789abcdef01234567', type: 'luck', count: 1 })).status).toBe(404);
    const ok = await add({ team_id: a.id, type: 'medical', arg: 'bandage', count: 3 });
    expect(ActionResponse.parse(ok.body).message).toBe('已为「拾荒者」添加绷带×3');
    await grant(api, a.id, 'money', null, 50);
    expect(await inventory(a.id)).toMatchObject({ 'medical/bandage': 3, 'money/': 50 });
    // every grant is on the organiser's record and in the feed, naming the administrator; the refused ones are not
    const actions = await OrganizerAction.find({ action: 'fanhua-admin.add-asset' }).sort({ at: 1, _id: 1 }).lean();
    expect(actions.map((action) => [action.summary, action.team, action.organizerId.startsWith('game-admin:fanhua:')])).toEqual([
      ['已为「拾荒者」添加绷带×3', '拾荒者', true],
      [expect.stringContaining('拾荒者'), '拾荒者', true],
    ]);
    expect(await ActivityEvent.countDocuments({ kind: 'organizer', teams: '拾荒者' })).toBe(2);
  });
});

describe('area module', () => {
  it('replaces one area rewards with every validation, and the map reads the new groups', async () => {
    const { AreaModel } = await import('../src/areas/area.model.js');
    await AreaModel.create({
      _id: 7,
      name: '图书馆',
      lat: 31.23,
      lng: 121.47,
      radiusKm: 0.2,
      rewards: [{ id: 'old', requires: [], gives: [{ type: 'luck', arg: '', count: 1 }], conds: [] }],
    });
    await AreaModel.create({ _id: 8, name: '祈福台', lat: 31.24, lng: 121.47, radiusKm: 0.2, special: { type: 'bless' } });
    const update = (areaId: string, rewards: unknown) => post(`update-area-rewards/${areaId}`, { rewards });
    const groups = [
      {
        id: 'g1',
        text: '换口粮',
        requires: [{ type: 'food', arg: 'bread', count: 2 }],
        gives: [{ type: 'medical', arg: 'bandage', count: 1 }],
        cond: [{ type: 'strength', arg: null, count: 5 }],
      },
    ];

    expect(refusal(await update('abc', groups)).message).toBe('请输入区域ID');
    expect((await update('99', groups)).status).toBe(404);
    expect(refusal(await update('7', [{ ...groups[0], id: '' }])).message).toContain('每个奖励组都必须有唯一的 id');
    expect(refusal(await update('7', [{ ...groups[0], gives: [{ type: 'medical', count: 1 }] }])).message).toContain('资源类条目必须选择具体物品');
    expect(refusal(await update('7', [{ ...groups[0], requires: [{ type: 'food', arg: 'bread' }] }])).message).toContain('请填写完整的需求条目');
    expect(refusal(await update('7', [{ ...groups[0], cond: [{ type: 'luck', count: 0 }] }])).message).toContain('数量最少为 1');
    expect(refusal(await update('8', groups)).message).toBe('特殊区域不能设置奖励组');
    const updated = await update('7', groups);
    expect(ActionResponse.parse(updated.body).message).toBe('区域 7「图书馆」的奖励已设置（1 组）');
    expect((await post('update-area-rewards/7', { rewards: groups }, leaderA)).status).toBe(403);

    const stored = await AreaModel.findById(7).lean();
    expect(stored?.rewards).toEqual([
      {
        id: 'g1',
        text: '换口粮',
        requires: [{ type: 'food', arg: 'bread', count: 2 }],
        gives: [{ type: 'medical', arg: 'bandage', count: 1 }],
        conds: [{ type: 'strength', arg: '', count: 5 }],
      },
    ]);
    const editor = AdminAreasResponse.parse((await api.get('/api/fanhua/admin/areas').set('Authorization', admin.auth)).body);
    expect(editor.areas.find((entry) => entry.id === 7)?.rewards.map((group) => group.id)).toEqual(['g1']);
    const map = AreaGetAllResponse.parse((await api.get('/api/fanhua/area/getAll').set('Authorization', leaderA.auth)).body);
    const states = AreaStates.parse(JSON.parse(map.areas.find((entry) => entry.id === 7)?.states ?? '{}'));
    expect(states.rewards?.map((group) => group.id)).toEqual(['g1']);
  });
});
