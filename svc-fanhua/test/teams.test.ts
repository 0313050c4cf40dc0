import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { TEAM_SIZE_CAP } from '@citygames/contracts/fanhua/teams.rules';
import { TeamCreateResponse, TeamCurrentResponse, TeamExitResponse, TeamJoinResponse, TeamListResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TeamMemberModel } from '../src/teams/team-member.model.js';
import { TeamModel } from '../src/teams/team.model.js';
import { PlayerModel } from '../src/players/player.model.js';
import { createTestApp, player, playerNamed, refusal } from './support/test-app.js';

useTestDatabase('fanhua_teams');
beforeEach(() => clearDatabase());

const api = createTestApp();
const [alice, bob, carol] = [player(1), player(2), player(3)];

async function createTeam(who = alice, name = '拾荒者') {
  const res = await api.post('/api/fanhua/team/create').set('Authorization', who.auth).send({ name, description: '第一队' });
  expect(res.status).toBe(201);
  return TeamCreateResponse.parse(res.body);
}

describe('team create and join', () => {
  it('requires a token', async () => {
    const res = await api.get('/api/fanhua/team/current');
    expect(res.status).toBe(401);
  });

  it('answers NO_TEAM before a player has a team', async () => {
    const res = await api.get('/api/fanhua/team/current').set('Authorization', alice.auth);
    expect(res.status).toBe(404);
    expect(ErrorResponse.parse(res.body).error).toBe('NO_TEAM');
  });

  it('creates a team with an 8-character invite code and the creator as leader', async () => {
    const created = await createTeam();
    expect(created.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const current = TeamCurrentResponse.parse((await api.get('/api/fanhua/team/current').set('Authorization', alice.auth)).body);
    expect(current.team).toMatchObject({ name: '拾荒者', description: '第一队', invite_code: created.inviteCode, status: 'active' });
    expect(current.isLeader).toBe(true);
    expect(current.is_leader).toBe(true);
    expect(current.members).toEqual([{ id: alice.id, name: alice.name, isLeader: true, isSelf: true }]);
  });

  it('validates name and description lengths with Chinese messages', async () => {
    const noName = await api.post('/api/fanhua/team/create').set('Authorization', alice.auth).send({ name: '  ' });
    expect(noName.status).toBe(400);
    expect(ErrorResponse.parse(noName.body).message).toContain('请输入队伍名称');
    const long = await api
      .post('/api/fanhua/team/create')
      .set('Authorization', alice.auth)
      .send({ name: '队'.repeat(21) });
    expect(ErrorResponse.parse(long.body).message).toContain('不能超过20个字符');
    const ok = await api
      .post('/api/fanhua/team/create')
      .set('Authorization', alice.auth)
      .send({ name: '队'.repeat(20), description: '述'.repeat(100) });
    expect(ok.status).toBe(201);
    const longDescription = await api
      .post('/api/fanhua/team/create')
      .set('Authorization', bob.auth)
      .send({ name: 'b', description: '述'.repeat(101) });
    expect(ErrorResponse.parse(longDescription.body).message).toContain('不能超过100个字符');
  });

  it('refuses a second team with -101 and a taken name with 409', async () => {
    await createTeam();
    const again = await api.post('/api/fanhua/team/create').set('Authorization', alice.auth).send({ name: '另一队' });
    expect(again.status).toBe(409);
    expect(ErrorResponse.parse(again.body).errorCode).toBe(-101);
    const sameName = await api.post('/api/fanhua/team/create').set('Authorization', bob.auth).send({ name: ' 拾荒者 ' });
    expect(ErrorResponse.parse(sameName.body).error).toBe('TEAM_NAME_TAKEN');
  });

  it('joins by invite code regardless of case and spaces', async () => {
    const { inviteCode, teamId } = await createTeam();
    const res = await api
      .post('/api/fanhua/team/join')
      .set('Authorization', bob.auth)
      .send({ inviteCode: ` ${inviteCode.toLowerCase()} ` });
    const joined = TeamJoinResponse.parse(res.body);
    expect(joined).toMatchObject({ success: true, teamId, teamName: '拾荒者' });
    expect(joined.members.map((m) => m.id)).toEqual([alice.id, bob.id]);
    const wrong = await api.post('/api/fanhua/team/join').set('Authorization', carol.auth).send({ inviteCode: 'ZZZZZZZZ' });
    expect(wrong.status).toBe(404);
    ErrorResponse.parse(wrong.body);
    const twice = await api.post('/api/fanhua/team/join').set('Authorization', bob.auth).send({ inviteCode });
    expect(ErrorResponse.parse(twice.body).errorCode).toBe(-101);
  });

  it('never puts a player in two teams when create and join race', async () => {
    const first = await createTeam(alice, '甲队');
    const second = await createTeam(bob, '乙队');
    const results = await Promise.all([
      api.post('/api/fanhua/team/join').set('Authorization', carol.auth).send({ inviteCode: first.inviteCode }),
      api.post('/api/fanhua/team/join').set('Authorization', carol.auth).send({ inviteCode: second.inviteCode }),
      api.post('/api/fanhua/team/create').set('Authorization', carol.auth).send({ name: '丙队' }),
    ]);
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    expect(await TeamMemberModel.countDocuments({ playerId: carol.id })).toBe(1);
    const teams = await TeamModel.find().lean();
    const members = await TeamMemberModel.find().lean();
    for (const team of teams) {
      const memberIds = members.filter((m) => String(m.teamId) === String(team._id)).map((m) => m.playerId);
      expect(team.memberCount).toBe(memberIds.length);
      expect(Object.keys(team)).not.toContain('members');
    }
  });

  it(`caps a team at ${TEAM_SIZE_CAP} even under parallel joins`, async () => {
    const { inviteCode } = await createTeam();
    const joiners = Array.from({ length: TEAM_SIZE_CAP + 2 }, (_, i) => player(10 + i));
    const results = await Promise.all(joiners.map((p) => api.post('/api/fanhua/team/join').set('Authorization', p.auth).send({ inviteCode })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(TEAM_SIZE_CAP - 1);
    expect(results.filter((r) => r.status !== 200 && refusal(r).error === 'TEAM_FULL').length).toBe(3);
    expect(await TeamMemberModel.countDocuments()).toBe(TEAM_SIZE_CAP);
    expect((await TeamModel.findOne().lean())?.memberCount).toBe(TEAM_SIZE_CAP);
  });
});

describe('team exit', () => {
  it('answers -105 for a player in no team', async () => {
    const res = await api.post('/api/fanhua/team/exit').set('Authorization', alice.auth).send({});
    expect(ErrorResponse.parse(res.body).errorCode).toBe(-105);
  });

  it('lets a member leave and requires the leader to name a member as successor (-106)', async () => {
    const { inviteCode } = await createTeam();
    await api.post('/api/fanhua/team/join').set('Authorization', bob.auth).send({ inviteCode });
    const noSuccessor = await api.post('/api/fanhua/team/exit').set('Authorization', alice.auth).send({ 'new-leader': null });
    expect(ErrorResponse.parse(noSuccessor.body).errorCode).toBe(-106);
    const stranger = await api.post('/api/fanhua/team/exit').set('Authorization', alice.auth).send({ 'new-leader': carol.id });
    expect(stranger.status).toBe(400);
    ErrorResponse.parse(stranger.body);
    const handed = await api.post('/api/fanhua/team/exit').set('Authorization', alice.auth).send({ 'new-leader': bob.id });
    expect(TeamExitResponse.parse(handed.body).message).toBe('已退出队伍');
    const current = TeamCurrentResponse.parse((await api.get('/api/fanhua/team/current').set('Authorization', bob.auth)).body);
    expect(current.isLeader).toBe(true);
    expect(current.members).toHaveLength(1);
    const gone = await api.get('/api/fanhua/team/current').set('Authorization', alice.auth);
    expect(ErrorResponse.parse(gone.body).error).toBe('NO_TEAM');
  });

  it('lets a lone leader leave; the next joiner leads the empty team', async () => {
    const { inviteCode } = await createTeam();
    await api.post('/api/fanhua/team/exit').set('Authorization', alice.auth).send({ 'new-leader': null });
    const team = await TeamModel.findOne().lean();
    expect(team).toMatchObject({ leaderId: null, memberCount: 0 });
    await api.post('/api/fanhua/team/join').set('Authorization', bob.auth).send({ inviteCode });
    const current = await api.get('/api/fanhua/team/current').set('Authorization', bob.auth);
    expect(current.body.isLeader).toBe(true);
  });

  it('lists teams with id and name', async () => {
    const { teamId } = await createTeam();
    const res = await api.get('/api/fanhua/team/list').set('Authorization', bob.auth);
    expect(TeamListResponse.parse(res.body)).toEqual({ success: true, teams: [{ id: teamId, name: '拾荒者' }] });
  });
});

describe('team roster', () => {
  const membersSeenBy = async (who: typeof alice) =>
    TeamCurrentResponse.parse((await api.get('/api/fanhua/team/current').set('Authorization', who.auth)).body).members.map((member) => [
      member.id,
      member.name,
    ]);

  it('lists the members in joining order from the memberships (no copy in the team document), and forgets who left', async () => {
    const { inviteCode } = await createTeam();
    await api.post('/api/fanhua/team/join').set('Authorization', bob.auth).send({ inviteCode });
    await api.post('/api/fanhua/team/join').set('Authorization', carol.auth).send({ inviteCode });
    expect(await membersSeenBy(carol)).toEqual([
      [alice.id, alice.name],
      [bob.id, bob.name],
      [carol.id, carol.name],
    ]);
    await api.post('/api/fanhua/team/exit').set('Authorization', bob.auth).send({});
    expect(await membersSeenBy(alice)).toEqual([
      [alice.id, alice.name],
      [carol.id, carol.name],
    ]);
    expect((await TeamMemberModel.find().sort({ joinedAt: 1 }).lean()).map((member) => member.playerId)).toEqual([alice.id, carol.id]);
    expect(Object.keys((await TeamModel.findOne().lean())!)).not.toContain('members');
  });

  it('shows a member under the name of their latest token', async () => {
    const { inviteCode } = await createTeam();
    await api.post('/api/fanhua/team/join').set('Authorization', bob.auth).send({ inviteCode });
    const renamedBob = playerNamed(2, '改名的玩家');
    expect((await api.get('/api/fanhua/team/status').set('Authorization', renamedBob.auth)).status).toBe(200);
    expect(await membersSeenBy(alice)).toEqual([
      [alice.id, alice.name],
      [bob.id, '改名的玩家'],
    ]);
    expect((await PlayerModel.findById(bob.id).lean())?.name).toBe('改名的玩家');
  });
});
