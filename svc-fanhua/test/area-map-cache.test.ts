import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { ActionResponse } from '@citygames/contracts/fanhua/action.schema';
import { AreaGetAllResponse, AreaMapResponse, AreaStates } from '@citygames/contracts/fanhua/areas.schema';
import { EventSettingsModel } from '../src/content/event-settings.model.js';
import { importPack } from '../src/content/import-pack.js';
import { loadTestPack, testPack } from './support/pack-fixtures.js';
import { createTestApp, player, refusal } from './support/test-app.js';

useTestDatabase('fanhua_area_map_cache');

let clock = new Date('2026-07-13T10:00:00+08:00');
const api = createTestApp({ now: () => clock });
const [alice, bob, admin] = [player(1), player(2), player(99, 'admin')];
const REVEAL_AT = '2026-07-13T12:00:00+08:00';

beforeEach(async () => {
  clock = new Date('2026-07-13T10:00:00+08:00');
  await clearDatabase();
  const base = testPack();
  await loadTestPack({ areas: base.areas.map((area) => (area.id === 6 ? { ...area, revealAt: REVEAL_AT } : area)) });
});

const getAll = (who = alice, etag?: string) => {
  const request = api.get('/api/fanhua/area/getAll').set('Authorization', who.auth);
  return etag ? request.set('If-None-Match', etag) : request;
};
const statesOf = (body: unknown, id: number) => AreaStates.parse(JSON.parse(AreaGetAllResponse.parse(body).areas.find((area) => area.id === id)!.states));

describe('map answers from the version-keyed cache', () => {
  it('getAll carries an ETag the browser must revalidate, and a matching poll gets an empty 304', async () => {
    const first = await getAll();
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await getAll(bob, etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const stale = await getAll(alice, 'W/"something-else"');
    expect(stale.status).toBe(200);
    expect(AreaGetAllResponse.parse(stale.body)).toEqual(AreaGetAllResponse.parse(first.body));
  });

  it('still refuses a caller without a token', async () => {
    const res = await api.get('/api/fanhua/area/getAll');
    expect(res.status).toBe(401);
    expect(refusal(res).error).toBeTruthy();
  });

  it("an organiser's reward edit changes the ETag and the next poll gets the new groups", async () => {
    const before = await getAll();
    const groups = [{ id: 'g1', text: '换口粮', requires: [], gives: [{ type: 'medical', arg: 'bandage', count: 1 }], cond: [] }];
    const edit = await api.post('/api/fanhua/admin/update-area-rewards/1').set('Authorization', admin.auth).send({ rewards: groups });
    expect(ActionResponse.parse(edit.body).message).toContain('的奖励已设置（1 组）');
    const after = await getAll(alice, before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(statesOf(after.body, 1).rewards?.map((group) => group.id)).toEqual(['g1']);
  });

  it('a new import changes the version stored in the database, so every replica reloads', async () => {
    const before = await getAll();
    const versionBefore = (await EventSettingsModel.findOne().lean())?.contentVersion;
    await importPack(testPack({ areas: testPack().areas.filter((area) => area.id !== 5) }), new Date());
    const versionAfter = (await EventSettingsModel.findOne().lean())?.contentVersion;
    expect(versionAfter).toBeTruthy();
    expect(versionAfter).not.toBe(versionBefore);
    const after = await getAll(alice, before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(AreaGetAllResponse.parse(after.body).areas.map((area) => area.id)).toEqual([1, 2, 3, 4, 6]);
  });

  it('a hidden area is revealed at its time: the ETag changes with it, and its rewards never show before', async () => {
    const hidden = await getAll();
    expect(statesOf(hidden.body, 6)).toEqual({ hidden: true });
    clock = new Date('2026-07-13T12:00:00+08:00');
    const revealed = await getAll(alice, hidden.headers.etag as string);
    expect(revealed.status).toBe(200);
    expect(statesOf(revealed.body, 6).rewards?.[0]?.id).toBe('secret');
    const map = await api.get('/api/fanhua/area/map').set('Authorization', alice.auth);
    expect(AreaMapResponse.parse(map.body).areas.find((area) => area.area_id === 6)).toMatchObject({ name: '区域6', hidden: false });
  });

  it('sends the prepared gzip to a client that accepts it, the same JSON once unpacked', async () => {
    const plain = await getAll();
    const packed = await api
      .get('/api/fanhua/area/map')
      .set('Authorization', alice.auth)
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('Accept-Encoding');
    // superagent unpacks gzip before the parser sees it: the bytes on the wire are the shorter Content-Length.
    const json = (packed.body as Buffer).toString('utf8');
    expect(Number(packed.headers['content-length'])).toBeLessThan(Buffer.byteLength(json));
    const map = AreaMapResponse.parse(JSON.parse(json));
    expect(map.areas).toHaveLength(AreaGetAllResponse.parse(plain.body).areas.length);
    expect(map.event.isOpen).toBe(true);
  });

  it('before the opening the map is not cached: every answer carries the server clock for the countdown', async () => {
    await EventSettingsModel.updateOne({}, { $set: { opensAt: new Date('2026-07-13T18:00:00+08:00') } });
    const first = await api.get('/api/fanhua/area/map').set('Authorization', alice.auth);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(AreaMapResponse.parse(first.body).event).toMatchObject({ isOpen: false, serverTime: clock.toISOString() });
    clock = new Date('2026-07-13T18:00:00+08:00');
    const opened = await api.get('/api/fanhua/area/map').set('Authorization', alice.auth);
    expect(AreaMapResponse.parse(opened.body).event.isOpen).toBe(true);
    expect(opened.headers.etag).toMatch(/^W\//);
  });
});
