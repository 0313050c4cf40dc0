import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Roster, RosterImportPreview } from '@citygames/contracts/organizer/roster.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { OrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import { TeamCreateResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TeamModel } from '../src/teams/team.model.js';
import { areaCentre, createTeam, give, loadTestPack } from './support/pack-fixtures.js';
import { consoleTestKit, importRosterFile, registerAccounts, setScheduledOpening, teamIds } from './support/organizer-console.js';
import { confirmedTrade } from './support/trade-fixtures.js';
import { refusal, type TestPlayer } from './support/test-app.js';

useTestDatabase('fanhua_organizer_exports');

let clock = new Date('2026-07-12T10:00:00+08:00');
const at = (time: string) => new Date(`2026-07-12T${time}:00+08:00`);
const { api, person, signIn } = consoleTestKit(() => clock);
const [leaderA, memberA, secondA, leaderB, memberB, leaderC, memberC1, memberC2, loner] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => person(n)) as [
  TestPlayer,
  TestPlayer,
  TestPlayer,
  TestPlayer,
  TestPlayer,
  TestPlayer,
  TestPlayer,
  TestPlayer,
  TestPlayer,
];
const players = [leaderA, memberA, secondA, leaderB, memberB, leaderC, memberC1, memberC2, loner];
const gameAdmin = person(900, 'admin');
let organizer = '';

const asOrganizer = (path: string) => api.get(`/api/fanhua/organizer${path}`).set('Authorization', organizer);
const readRoster = async () => Roster.parse((await asOrganizer('/roster').expect(200)).body);
/** The roster as the teams are: names, leaders and members by phone, in order. */
const teamsOf = (roster: Roster) =>
  roster.teams.map((team) => ({ name: team.name, leader: team.leader?.phone ?? null, members: team.members.map((member) => member.phone) }));
/** The CSV's rows as cells (no cell of these tests holds an ASCII comma). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

beforeAll(async () => {
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = await signIn();
});

beforeEach(async () => {
  await clearDatabase();
  clock = at('10:00');
  await setScheduledOpening(null);
  await loadTestPack();
  await registerAccounts(players, clock, [gameAdmin]);
});

/** Rebuilds the organiser's `=SUM(1)` team, led by `leader`, as the console's create does. */
async function createFormulaTeam(leader: TestPlayer) {
  const { version } = await readRoster();
  const created = await api.post('/api/fanhua/organizer/teams').set('Authorization', organizer).send({ name: '=SUM(1)', leaderPhone: leader.phone, version });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

describe("fanhua's roster.csv", () => {
  it('re-imports into an empty event as exactly the same teams: names (a formula-like one too), leaders, members in order', async () => {
    await createTeam(api, leaderA, '拾荒者', [memberA, secondA]);
    const joined = await api.post('/api/fanhua/team/create').set('Authorization', leaderB.auth).send({ name: '流浪,者' });
    expect(joined.status).toBe(201);
    await api
      .post('/api/fanhua/team/join')
      .set('Authorization', memberB.auth)
      .send({ inviteCode: TeamCreateResponse.parse(joined.body).inviteCode })
      .expect(200);
    await createFormulaTeam(leaderC);
    const formulaTeam = (await teamIds(api, organizer))['=SUM(1)']!;
    for (const member of [memberC1, memberC2]) {
      const { version } = await readRoster();
      await api.post(`/api/fanhua/organizer/teams/${formulaTeam}/members`).set('Authorization', organizer).send({ phone: member.phone, version }).expect(201);
    }
    const before = teamsOf(await readRoster());
    const download = await asOrganizer('/roster.csv').expect(200);
    expect(download.text).toContain("'=SUM(1)");
    expect(download.text.startsWith('\uFEFF队名,队长手机号,队员手机号\r\n')).toBe(true);

    // an empty event: the same registered players, no team
    await clearDatabase();
    await loadTestPack();
    expect((await readRoster()).teams).toEqual([]);
    const preview = await api
      .post('/api/fanhua/organizer/roster/import?check=1')
      .set('Authorization', organizer)
      .set('Content-Type', 'text/csv')
      .send(Buffer.from(download.text, 'utf8'));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(RosterImportPreview.parse(preview.body)).toMatchObject({ problems: [], players: 8 });
    const imported = await importRosterFile(api, organizer, Buffer.from(download.text, 'utf8'));
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);

    expect(teamsOf(await readRoster())).toEqual(before);
    expect(before.map((team) => team.name)).toEqual(['拾荒者', '流浪,者', '=SUM(1)']);
    expect(await OrganizerAction.findOne({ action: 'roster.import' }).lean()).toMatchObject({
      scope: 'fanhua',
      summary: expect.stringContaining('3 支队伍、8 名玩家'),
    });
    // the imported leaders lead: a member of the imported team answers to them
    const current = await api.get('/api/fanhua/team/current').set('Authorization', memberC2.auth).expect(200);
    expect(JSON.stringify(current.body)).toContain('=SUM(1)');
    // the same file again: every team and player is taken now, nothing more is written
    const again = await importRosterFile(api, organizer, Buffer.from(download.text, 'utf8'));
    expect(again.status).toBe(422);
    expect(await TeamModel.countDocuments()).toBe(3);
  });

  it("refuses rows fanhua cannot hold: a name over fanhua's 20 characters, more than 8 players, a game administrator", async () => {
    const nine = players.map((player) => player.phone);
    const file = [`${'长'.repeat(21)},${leaderA.phone}`, `大队,${nine[0]},${nine.slice(1).join('、')}`, `管理队,${gameAdmin.phone}`].join('\r\n');
    const refused = await importRosterFile(api, organizer, file);
    expect(refused.status).toBe(422);
    expect(refusal(refused).error).toBe('ROSTER_CSV_INVALID');
    const problems = (refused.body as { problems: { line: number; reason: string }[] }).problems;
    expect(problems.map((problem) => problem.line)).toEqual([1, 2, 3]);
    expect(problems[0]!.reason).toContain('不能超过 20 个字');
    expect(problems[1]!.reason).toContain('最多 8 人');
    expect(problems[2]!.reason).toContain('游戏管理员');
    expect(await TeamModel.countDocuments()).toBe(0);
  });
});

describe("fanhua's actions CSV", () => {
  const tryArea = (who: TestPlayer, areaId: number, rewardId: string, position = areaCentre(areaId)) =>
    api
      .post('/api/fanhua/trade/trade-with-area')
      .set('Authorization', who.auth)
      .send({ area_id: areaId, reward_id: rewardId, conds: [], ...position, accuracy: 12 });

  it('lists every judged team action oldest first: refused and accepted area actions, both sides of a trade, an awakening, a correction', async () => {
    const teamA = await createTeam(api, leaderA, '拾荒者', [memberA]);
    const teamB = await createTeam(api, leaderB, '=SUM(1)', [memberB]);

    clock = at('11:00');
    expect((await tryArea(memberA, 1, 'free', areaCentre(3))).status).toBe(403);
    clock = at('11:05');
    expect((await tryArea(memberA, 1, 'free')).status).toBe(200);
    clock = at('11:10');
    const unmet = await tryArea(memberB, 1, 'deal');
    expect(refusal(unmet).error).toBe('CONDS_NOT_MET');
    clock = at('11:20');
    await api
      .post('/api/fanhua/area/explore')
      .set('Authorization', leaderB.auth)
      .send({ area_id: 2, ...areaCentre(1), accuracy: 30 })
      .expect(200);
    await give(teamA, [{ type: 'food', arg: 'bread', count: 5 }]);
    clock = at('11:30');
    const offered = await confirmedTrade(api, leaderA, teamB, [
      { type: 'food', arg: 'bread', count: -3 },
      { type: 'intelligence', arg: null, count: 1 },
    ]);
    await give(teamB, [{ type: 'intelligence', arg: '', count: 1 }]);
    clock = at('11:35');
    await api.post(`/api/fanhua/trade/accept/${offered}`).set('Authorization', leaderB.auth).send({}).expect(200);
    clock = at('11:40');
    const declined = await confirmedTrade(api, leaderA, teamB, [{ type: 'food', arg: 'bread', count: -1 }]);
    clock = at('11:45');
    await api.post(`/api/fanhua/trade/reject/${declined}`).set('Authorization', leaderB.auth).expect(200);
    clock = at('11:50');
    await api
      .post('/api/fanhua/area/allocate')
      .set('Authorization', memberB.auth)
      .send({ allocations: [{ teamId: teamB, type: 'strength', count: 30 }] })
      .expect(200);
    clock = at('12:00');
    await api
      .post('/api/fanhua/organizer/corrections/points')
      .set('Authorization', organizer)
      .send({ teamId: teamA, points: 5, reason: '帮助其他队伍' })
      .expect(200);

    const csv = await asOrganizer('/team-actions.csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(encodeURIComponent('繁华废土行动记录.csv'));
    expect(csv.text.startsWith('\uFEFF时间,队伍,玩家,行动,内容,结果\r\n')).toBe(true);
    const rows = csvRows(csv.text).slice(1);
    expect(rows).toEqual([
      ['2026-07-12 11:00:00', '拾荒者', '玩家2（13900000002）', '区域奖励', '区域 1 区域1', '拒绝：不在区域范围内（距中心 2000 米，最多 212 米）'],
      ['2026-07-12 11:05:00', '拾荒者', '玩家2（13900000002）', '区域奖励', '区域 1 区域1，奖励组 free；获得 面包×2', '接受（成交）'],
      ['2026-07-12 11:10:00', "'=SUM(1)", '玩家5（13900000005）', '区域奖励', '区域 1 区域1', expect.stringMatching(/^拒绝：定位核验通过，但没有成交/)],
      [
        '2026-07-12 11:20:00',
        "'=SUM(1)",
        '玩家4（13900000004）',
        '到访区域（定位核验）',
        '区域 2 区域2',
        '不在范围内：不在区域范围内（距中心 1000 米，最多 230 米）',
      ],
      ['2026-07-12 11:30:00', '拾荒者', '玩家1（13900000001）', '向「=SUM(1)」发起交易', '得到 智力×1；付出 面包×3', '对方接受（成交）'],
      ['2026-07-12 11:35:00', "'=SUM(1)", '玩家4（13900000004）', '回应「拾荒者」的交易', '得到 面包×3；付出 智力×1', '接受（成交）'],
      ['2026-07-12 11:40:00', '拾荒者', '玩家1（13900000001）', '向「=SUM(1)」发起交易', '得到 无；付出 面包×1', '对方拒绝'],
      ['2026-07-12 11:45:00', "'=SUM(1)", '玩家4（13900000004）', '回应「拾荒者」的交易', '得到 面包×1；付出 无', '拒绝'],
      ['2026-07-12 11:50:00', "'=SUM(1)", '玩家5（13900000005）', '天赋觉醒', '力量 +30', '接受'],
      ['2026-07-12 12:00:00', '拾荒者', '组织者甲（组织者）', '更正成绩', expect.stringContaining('帮助其他队伍'), '已生效'],
    ]);
  });

  it('answers only organisers', async () => {
    expect((await api.get('/api/fanhua/organizer/team-actions.csv')).status).toBe(401);
    for (const caller of [leaderA, gameAdmin]) {
      const answer = await api.get('/api/fanhua/organizer/team-actions.csv').set('Authorization', caller.auth);
      expect(answer.status).toBe(403);
      expect(refusal(answer).error).toBe('ORGANIZER_ONLY');
    }
  });
});
