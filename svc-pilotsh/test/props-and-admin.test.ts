import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { GodGiveResponse, StepDrawResponse } from '@citygames/contracts/pilotsh/admin.schema';
import { PropUseResponse, TeamStatusResponse, type PropView } from '@citygames/contracts/pilotsh/team.schema';
import { ActivityEvent } from '@citygames/service-kit/organizer/console/activity-feed';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { Membership } from '../src/teams/membership.model.js';
import { Team } from '../src/teams/team.model.js';
import { ADMIN, CHINESE, createPilotshTestApp, importDemoPack, PLAYER1, PLAYER2, PLAYER3, type PilotshTestApp } from './support/pilotsh-test-app.js';

useTestDatabase('pilotsh_props');

let t: PilotshTestApp;
beforeEach(async () => {
  await clearDatabase();
  await importDemoPack();
  t = createPilotshTestApp();
});

const teamStatus = async (phone: string) => TeamStatusResponse.parse((await t.get('/api/pilotsh/team/status', phone)).body).status;
const props = async (phone: string): Promise<PropView[]> => (await teamStatus(phone)).props;
const useProp = (phone: string, id: string) => t.post('/api/pilotsh/team/status', phone, { type: 'use_prop', args: { id } });
const godGive = (body: unknown, phone = ADMIN) => t.post('/api/pilotsh/team/god_give', phone, body);

describe('props', () => {
  it('lists the team props with type, description and used flag', async () => {
    const list = await props(PLAYER2);
    expect(list).toEqual([
      expect.objectContaining({ type: '地图碎片', desc: expect.stringMatching(CHINESE), used: false, steps: null }),
      expect.objectContaining({ type: '1 步卡', desc: '前进 1 步', used: false, steps: 1 }),
    ]);
    const status = await teamStatus(PLAYER2);
    expect(status).toMatchObject({ teamName: '演示一队', isLeader: false, currentAreaSeq: 1 });
  });

  it('lets only the leader use a prop, once', async () => {
    const [map] = await props(PLAYER1);
    const member = await useProp(PLAYER2, map!.id);
    expect(member.status).toBe(403);
    expect(ErrorResponse.parse(member.body).error).toBe('LEADER_ONLY');

    const first = await useProp(PLAYER1, map!.id);
    expect(first.status).toBe(200);
    const firstUse = PropUseResponse.parse(first.body);
    expect(firstUse.message).toContain('工作人员');
    expect(firstUse.prop).toMatchObject({ used: true, usedBy: '玩家1' });
    const again = await useProp(PLAYER1, map!.id);
    expect(again.status).toBe(409);
    expect(ErrorResponse.parse(again.body)).toMatchObject({ error: 'PROP_ALREADY_USED', message: expect.stringMatching(CHINESE) });
    expect((await props(PLAYER2))[0]!.used).toBe(true);
  });

  it('uses a prop once even when tapped twice at the same moment', async () => {
    const [map] = await props(PLAYER1);
    const responses = await Promise.all([useProp(PLAYER1, map!.id), useProp(PLAYER1, map!.id)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it("refuses another team's prop and ids that are not props", async () => {
    const [theirs] = await props(PLAYER3);
    expect((await useProp(PLAYER1, theirs!.id)).status).toBe(404);
    expect((await useProp(PLAYER1, 'not-an-id')).status).toBe(404);
    expect((await props(PLAYER3))[0]!.used).toBe(false);
  });

  it('carries out fast-pass (a 2-step card) and draw-again (a drawn step card) on use', async () => {
    await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '极速玩家' } });
    await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '再抽一次' } });
    const list = await props(PLAYER1);
    const fast = list.find((prop) => prop.type === '极速玩家')!;
    const again = list.find((prop) => prop.type === '再抽一次')!;
    const used = await useProp(PLAYER1, fast.id);
    expect(PropUseResponse.parse(used.body).granted).toMatchObject({ type: '2 步卡', steps: 2, used: false });
    t.rolls.push(75); // 70..89 → 1 step
    const drawn = await useProp(PLAYER1, again.id);
    expect(PropUseResponse.parse(drawn.body).granted).toMatchObject({ steps: 1 });
    expect(await props(PLAYER1)).toHaveLength(6);
  });
});

describe('admin console', () => {
  it('refuses every admin call from a player with 403 and the no-permission text', async () => {
    const give = await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '路滑卡' } }, PLAYER1);
    expect(give.status).toBe(403);
    expect(ErrorResponse.parse(give.body).message).toBe('你没有权限访问此页面');
    expect((await t.post('/api/pilotsh/admin/step-draw', PLAYER1, { count: 2 })).status).toBe(403);
  });

  it('grants a prop from the catalogue to the team of the named leader', async () => {
    const response = await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '路滑卡' } });
    expect(response.status).toBe(200);
    expect(GodGiveResponse.parse(response.body).message).toBe('已向「演示一队」发放「路滑卡」');
    expect((await props(PLAYER2)).map((prop) => prop.type)).toContain('路滑卡');
    expect((await props(PLAYER3)).map((prop) => prop.type)).not.toContain('路滑卡');
  });

  it('finds the team by leader phone or team name too', async () => {
    expect((await godGive({ leaderName: '13800000003', type: 'add_prop', args: { type: 'inspiration' } })).status).toBe(200);
    expect((await godGive({ leaderName: '演示三队', type: 'add_prop', args: { type: '幸运女神' } })).status).toBe(200);
    expect((await props('13800000005')).map((prop) => prop.type)).toContain('幸运女神');
  });

  it('refuses an ambiguous target, saying what each match is: a team name is not called a leader', async () => {
    await Team.updateOne({ name: '演示二队' }, { $set: { name: '玩家1' } });
    const teamAndLeader = await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '路滑卡' } });
    expect(teamAndLeader.status).toBe(409);
    const { message } = ErrorResponse.parse(teamAndLeader.body);
    expect(message).toContain('队伍「玩家1」的队名');
    expect(message).toContain('队伍「演示一队」队长的名字');
    expect(message).toContain('请改填队长手机号');

    await Membership.updateOne({ phone: '13800000005' }, { $set: { name: '玩家3' } });
    const twoLeaders = ErrorResponse.parse((await godGive({ leaderName: '玩家3', type: 'add_prop', args: { type: '路滑卡' } })).body).message;
    expect(twoLeaders).toContain('队伍「玩家1」队长的名字');
    expect(twoLeaders).toContain('队伍「演示三队」队长的名字');
    expect(twoLeaders).not.toContain('队名');
    expect((await godGive({ leaderName: '13800000005', type: 'add_prop', args: { type: '路滑卡' } })).status).toBe(200);
  });

  it('grants a step card with the given steps, or draws them with the 70/20/10 odds', async () => {
    await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '步数卡', steps: 2 } });
    t.rolls.push(95);
    const drawn = await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '步数卡' } });
    expect(GodGiveResponse.parse(drawn.body).prop).toMatchObject({ type: '2 步卡', steps: 2 });
    t.rolls.push(10);
    const zero = await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: 'step' } });
    expect(GodGiveResponse.parse(zero.body).prop?.steps).toBe(0);
  });

  it('explains bad operations in Chinese', async () => {
    const unknownProp = await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '飞天卡' } });
    expect(unknownProp.status).toBe(400);
    expect(ErrorResponse.parse(unknownProp.body).message).toContain('飞天卡');
    const unknownLeader = await godGive({ leaderName: '无名氏', type: 'add_prop', args: { type: '路滑卡' } });
    expect(unknownLeader.status).toBe(404);
    expect(ErrorResponse.parse(unknownLeader.body).message).toContain('无名氏');
    expect((await godGive({ leaderName: '玩家1', type: 'explode', args: {} })).status).toBe(400);
    expect((await godGive({ leaderName: '', type: 'add_prop', args: { type: '路滑卡' } })).status).toBe(400);
    expect((await godGive({ leaderName: '玩家1', type: 'add_prop', args: 'not json' })).status).toBe(400);
    expect((await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '步数卡', steps: 10 } })).status).toBe(400);
  });

  it('a replica that has read the visits sees every move and reset at once, also a move back to an area already visited', async () => {
    const visited = async () => (await t.get('/api/pilotsh/area/visited', PLAYER1)).body.areas.map((area: { seq: number }) => area.seq);
    const progressAreas = async () => [
      ...new Set((await t.get('/api/pilotsh/tasks/progress', PLAYER1)).body.taskProgress.map((task: { areaSeq: number }) => task.areaSeq)),
    ];
    expect(await visited()).toEqual([1]);
    expect(await progressAreas()).toEqual([1]);
    expect((await t.post('/api/pilotsh/team/status', PLAYER1, { type: 'move_to', args: { pos: 'MT2048' } })).status).toBe(200);
    expect(await visited()).toEqual([1, 2]);
    expect(await progressAreas()).toEqual([1, 2]);
    expect((await godGive({ leaderName: '玩家1', type: 'init', args: {} })).status).toBe(200);
    expect(await visited()).toEqual([1]);
    expect(await progressAreas()).toEqual([1]);
    expect((await t.post('/api/pilotsh/team/status', PLAYER1, { type: 'move_to', args: { pos: 'MT2048' } })).status).toBe(200);
    expect(await visited()).toEqual([1, 2]);
  });

  it('init resets the team: answers, bans, visits, location and props back to the pack', async () => {
    await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-1', answer: '雾港云川' });
    for (let n = 0; n < 5; n += 1) await t.post('/api/pilotsh/tasks/complete', PLAYER1, { taskId: 'T1-2', answer: `错${n}` });
    await t.post('/api/pilotsh/team/status', PLAYER1, { type: 'move_to', args: { pos: 'MT2048' } });
    await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: '路滑卡' } });
    await t.post('/api/pilotsh/tasks/complete', PLAYER3, { taskId: 'T1-1', answer: '雾港云川' });

    const reset = await godGive({ leaderName: '玩家1', type: 'init', args: {} });
    expect(reset.status).toBe(200);
    expect(GodGiveResponse.parse(reset.body).message).toContain('钟楼广场');
    expect((await t.get('/api/pilotsh/area/current', PLAYER1)).body.seq).toBe(1);
    expect((await t.get('/api/pilotsh/area/visited', PLAYER1)).body.areas).toHaveLength(1);
    const progress = await t.get('/api/pilotsh/tasks/progress', PLAYER1);
    expect(progress.body.taskProgress.every((task: { completed: boolean; attemptCount: number }) => !task.completed && task.attemptCount === 0)).toBe(true);
    expect((await t.get('/api/pilotsh/tasks/ban?taskId=T1-2', PLAYER1)).body.isBanned).toBe(false);
    expect((await props(PLAYER1)).map((prop) => prop.type)).toEqual(['地图碎片', '1 步卡']);
    // the other team keeps its progress
    expect((await t.get('/api/pilotsh/tasks/progress', PLAYER3)).body.taskProgress[0].completed).toBe(true);

    const toArea = await godGive({ leaderName: '玩家1', type: 'init', args: { pos: 'WT3072' } });
    expect(toArea.body.message).toContain('梧桐巷');
    expect((await godGive({ leaderName: '玩家1', type: 'init', args: { pos: 'NOPE' } })).status).toBe(404);
  });

  it('draws step cards for the admin toys on the server', async () => {
    t.rolls.push(0, 89, 90);
    const two = await t.post('/api/pilotsh/admin/step-draw', ADMIN, { count: 2 });
    expect(StepDrawResponse.parse(two.body).cards).toEqual([
      { steps: 0, label: '0 步' },
      { steps: 1, label: '1 步' },
    ]);
    const one = await t.post('/api/pilotsh/admin/step-draw', ADMIN, {});
    expect(StepDrawResponse.parse(one.body).cards).toEqual([{ steps: 2, label: '2 步' }]);
    expect((await t.post('/api/pilotsh/admin/step-draw', ADMIN, { count: 3 })).status).toBe(400);
  });
});

describe('players of the event', () => {
  it('knows the demo teams and their leaders', async () => {
    expect(await teamStatus(PLAYER1)).toMatchObject({ teamName: '演示一队', isLeader: true });
    expect(await teamStatus(PLAYER3)).toMatchObject({ teamName: '演示二队', isLeader: true });
    expect(await teamStatus('13800000006')).toMatchObject({ teamName: '演示三队', isLeader: false });
  });
});

describe("the game administrator's grants and resets on the record", () => {
  it('writes each to the audit log and the activity feed in its own transaction, naming the administrator', async () => {
    expect((await godGive({ leaderName: '玩家1', type: 'add_prop', args: { type: 'step_card', steps: 2 } })).status).toBe(200);
    expect((await godGive({ leaderName: '玩家1', type: 'init', args: {} })).status).toBe(200);
    const actions = await OrganizerAction.find({}).sort({ at: 1, _id: 1 }).lean();
    expect(actions.map((action) => [action.action, action.team, action.organizerId.startsWith('game-admin:pilotsh:'), action.organizerName])).toEqual([
      ['god-give.add-prop', '演示一队', true, expect.stringMatching(/（游戏管理员）$/)],
      ['god-give.reset', '演示一队', true, expect.stringMatching(/（游戏管理员）$/)],
    ]);
    const feed = await ActivityEvent.find({ kind: 'organizer' }).sort({ seq: 1 }).lean();
    expect(feed.map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/（游戏管理员）：.*演示一队/),
      expect.stringMatching(/（游戏管理员）：.*演示一队/),
    ]);
  });
});
