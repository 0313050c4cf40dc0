import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { TeamListResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TeamModel } from '../src/teams/team.model.js';
import { admin } from './support/trade-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_team_names');
beforeEach(() => clearDatabase());

const api = createTestApp();
const players = Array.from({ length: 8 }, (_, index) => player(index + 1));
const [alice, bob] = players as [(typeof players)[number], (typeof players)[number]];

const create = (who: (typeof players)[number], name: string) =>
  api.post('/api/fanhua/team/create').set('Authorization', who.auth).send({ name, description: '' });
const adminCreate = (name: string) => api.post('/api/fanhua/admin/create-team').set('Authorization', admin.auth).send({ name, description: '管理员建' });

describe('team names are what they look like', () => {
  it.each([
    ['only zero-width characters', '\u200B\u200C\u200D', '看不见的字符'],
    ['a right-to-left override', '\u202E者荒拾', '改变文字方向'],
    ['a NUL', '拾荒者\u0000', '控制字符'],
    ['an existing-looking name plus U+200B', '拾荒者\u200B', '看不见的字符'],
    ['an existing-looking name plus U+200D', '拾荒\u200D者', '看不见的字符'],
  ])('refuses %s with 400, for players and administrators', async (_what, name, message) => {
    const res = await create(alice, name);
    expect(res.status).toBe(400);
    expect(refusal(res).message).toContain(message);
    const byAdmin = await adminCreate(name);
    expect(byAdmin.status).toBe(400);
    expect(refusal(byAdmin).message).toContain(message);
    expect(await TeamModel.countDocuments()).toBe(0);
  });

  it('refuses look-alikes of an existing name (case, full-width letters, Latin/Cyrillic homoglyphs) with 409', async () => {
    expect((await create(alice, 'Tigers')).status).toBe(201);
    for (const name of ['tigers', 'ＴＩＧＥＲＳ', 'Ｔｉｇｅｒｓ', 'T\u0456gers', 'Tig\u0435rs', 'TIGERS ']) {
      const res = await create(bob, name);
      expect(res.status, name).toBe(409);
      expect(refusal(res)).toMatchObject({ error: 'TEAM_NAME_TAKEN', message: '队伍名称已被使用，或与已有的队伍名称看起来一样，请换一个' });
      expect((await adminCreate(name)).status, name).toBe(409);
    }
    expect(await TeamModel.countDocuments()).toBe(1);
  });

  it('stores the name as it is shown: full-width letters become ordinary ones', async () => {
    expect((await create(alice, ' Ｔｅａｍ　１ ')).status).toBe(201);
    const list = TeamListResponse.parse((await api.get('/api/fanhua/team/list').set('Authorization', bob.auth)).body);
    expect(list.teams.map((team) => team.name)).toEqual(['Team 1']);
  });

  it('lets exactly one of many parallel look-alike creations win', async () => {
    const names = ['Tigers', 'tigers', 'ＴＩＧＥＲＳ', 'T\u0456gers', 'Tig\u0435rs', 'TIGERS', '\u0422igers', 'Tigers '];
    const responses = await Promise.all(names.map((name, index) => create(players[index]!, name)));
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await TeamModel.countDocuments()).toBe(1);
  });
});
