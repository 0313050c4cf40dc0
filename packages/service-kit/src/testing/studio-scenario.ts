import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import {
  StudioCheckResponse,
  StudioCompareResponse,
  StudioDraftResponse,
  StudioPublishResponse,
  StudioSaveConflict,
  StudioSchemaResponse,
  StudioVersionsResponse,
  type StudioDraftView,
} from '@citygames/contracts/organizer/studio.schema';
import type { Game } from '../auth/auth-token.js';
import { GAME_STATES_COLLECTION } from '../auth/platform-records.js';
import { writeToCollection } from '../data/jongodb-write-queue.js';
import { clearDatabase } from './test-database.js';
import { resendAfterAnswerStoreFailed } from './repeated-writes.js';
import { studioMediaCases, type StudioMediaScenario } from './studio-media-scenario.js';
import { signInTestOrganizer } from './test-organizer.js';

const CHINESE = /[\u4e00-\u9fff]/;

/** What a game's studio test supplies: its app, who calls, one item to edit and how a player sees it. */
export interface StudioScenario extends StudioMediaScenario {
  game: Game;
  app: () => Express;
  /** The svc-auth key the app's tokens are signed with: the test signs two organisers in with it. */
  privateKey: string;
  /** The Authorization header of a player (refused with 403). */
  player: () => string;
  /** Puts the live event in place before each test, as an import would. */
  loadLive: () => Promise<void>;
  /** The top-level item the test edits, and the edit (it must stay a valid pack). */
  item: string;
  edit: (value: unknown) => unknown;
  /** An edit of the same item that the import refuses, and the path the check names. */
  breakItem: (value: unknown) => { value: unknown; path: string };
  /** Another item, saved at the same time as the edit by a second organiser. */
  otherItem: string;
  editOther: (value: unknown) => unknown;
  /** Whether a player of the live game (the demo pack loaded before each test) now sees the edit. */
  playerSeesEdit: () => Promise<boolean>;
  /** Moves the app's clock past an Idempotency-Key's lease. */
  passLease: () => void;
}

/** The studio's API cases every game must pass (each game's studio.test.ts runs them on its app). */
export function studioScenario(scenario: StudioScenario): void {
  const organizers = { first: '', second: '' };
  beforeAll(async () => {
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
    organizers.first = (await signInTestOrganizer(scenario.privateKey)).authorization;
    organizers.second = (await signInTestOrganizer(scenario.privateKey, '组织者乙')).authorization;
  });
  beforeEach(async () => {
    await clearDatabase();
    await writeToCollection(mongoose.connection, GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
    await scenario.loadLive();
  });
  const base = `/api/${scenario.game}/organizer/studio`;
  const call = (method: 'get' | 'post' | 'put', path: string, auth = organizers.first) =>
    request(scenario.app())[method](`${base}${path}`).set('Authorization', auth);
  const startFromDemo = async () => {
    const started = await call('post', '/draft').send({ from: 'demo' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return StudioDraftResponse.parse(started.body).draft!;
  };
  const save = (draft: StudioDraftView, item: string, value: unknown, auth?: string) =>
    call('put', '/draft', auth).send({ changes: [{ item, baseVersion: draft.itemVersions[item], value }] });

  it('every studio route: 401 without a token, 403 for a player', async () => {
    const routes: ['get' | 'post' | 'put', string][] = [
      ['get', '/schema'],
      ['get', '/draft'],
      ['post', '/draft'],
      ['put', '/draft'],
      ['post', '/draft/check'],
      ['post', '/publish'],
      ['get', '/versions'],
      ['get', '/versions/0123456789abcdef01234567'],
      ['post', '/versions/0123456789abcdef01234567/restore'],
      ['get', '/compare?from=draft&to=draft'],
    ];
    for (const [method, path] of routes) {
      expect((await request(scenario.app())[method](`${base}${path}`)).status, path).toBe(401);
      const refused = await call(method, path, scenario.player());
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toMatch(CHINESE);
    }
  });

  it('gives the pack schema as JSON Schema with the import effect', async () => {
    const answer = StudioSchemaResponse.parse((await call('get', '/schema').expect(200)).body);
    expect(answer.schema.type).toBe('object');
    expect(Object.keys(answer.schema.properties as object)).toContain(scenario.item);
    expect(answer.effect).toMatch(CHINESE);
  });

  it('draft from the demo pack, edit, stale save 409, check, publish: a player sees it; versions download, compare and restore', async () => {
    expect(StudioDraftResponse.parse((await call('get', '/draft').expect(200)).body).draft).toBeNull();
    const draft = await startFromDemo();
    expect(draft.source).toBe('演示活动包');
    // A second start without naming the draft it replaces is refused: nobody's draft is dropped unseen.
    const again = await call('post', '/draft').send({ from: 'empty' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(CHINESE);

    const edited = await save(draft, scenario.item, scenario.edit(draft.pack[scenario.item]));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const saved = StudioDraftResponse.parse(edited.body).draft!;
    expect(saved.version).toBe(draft.version + 1);
    expect(saved.pack[scenario.item]).toEqual(scenario.edit(draft.pack[scenario.item]));

    // A second organiser saved the same item from the old version: refused, nothing lost.
    const stale = await save(draft, scenario.item, draft.pack[scenario.item], organizers.second);
    expect(stale.status).toBe(409);
    const conflict = StudioSaveConflict.parse(stale.body);
    expect(conflict.items.map((entry) => entry.item)).toEqual([scenario.item]);
    // Named as the console names it: the item's Chinese title from the pack schema.
    const properties = StudioSchemaResponse.parse((await call('get', '/schema').expect(200)).body).schema.properties as Record<string, { title?: string }>;
    expect(properties[scenario.item]?.title).toMatch(CHINESE);
    expect(conflict.message).toContain(`「${properties[scenario.item]!.title}」`);
    // Another item from the same old version saves: the versions are per item.
    const other = await save(draft, scenario.otherItem, scenario.editOther(draft.pack[scenario.otherItem]), organizers.second);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const both = StudioDraftResponse.parse(other.body).draft!;
    expect(both.pack[scenario.item]).toEqual(saved.pack[scenario.item]);
    expect(both.updatedBy).toBe('组织者乙');

    const check = StudioCheckResponse.parse((await call('post', '/draft/check').expect(200)).body);
    expect(check).toEqual({ ok: true, draftVersion: both.version, issues: [] });
    expect(await scenario.playerSeesEdit()).toBe(false);

    // Publishing names the draft version seen; an older one is refused.
    expect((await call('post', '/publish').send({ draftVersion: saved.version })).status).toBe(409);
    const published = await call('post', '/publish').send({ draftVersion: both.version, note: '改了一个任务' });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const first = StudioPublishResponse.parse(published.body).version;
    expect(first).toMatchObject({ number: 1, note: '改了一个任务', publishedBy: '组织者甲' });
    expect(await scenario.playerSeesEdit()).toBe(true);
    const liveNow = StudioCompareResponse.parse((await call('get', '/compare?from=live&to=draft').expect(200)).body);
    expect(liveNow.changes).toEqual([]);

    // The download is the JSON pack the CLI imports; the demo published as it is becomes version 2.
    const download = await call('get', `/versions/${first.id}`).expect(200);
    expect(download.headers['content-disposition']).toContain(`${scenario.game}-v1.json`);
    expect(JSON.parse(download.text)).toEqual(both.pack);
    const demo = await call('post', '/draft').send({ from: 'demo', replaceVersion: both.version });
    const demoDraft = StudioDraftResponse.parse(demo.body).draft!;
    // What a publish would change for the teams playing: the edit, by path.
    const coming = StudioCompareResponse.parse((await call('get', '/compare?from=live&to=draft').expect(200)).body);
    expect(coming.changes.length).toBeGreaterThan(0);
    expect(coming.changes.every((change) => change.path.startsWith(scenario.item) || change.path.startsWith(scenario.otherItem))).toBe(true);
    const second = StudioPublishResponse.parse((await call('post', '/publish').send({ draftVersion: demoDraft.version }).expect(201)).body).version;
    expect(await scenario.playerSeesEdit()).toBe(false);
    const versions = StudioVersionsResponse.parse((await call('get', '/versions').expect(200)).body).versions;
    expect(versions.map((version) => version.number)).toEqual([2, 1]);

    const compare = StudioCompareResponse.parse((await call('get', `/compare?from=${second.id}&to=${first.id}`).expect(200)).body);
    expect(compare.changes.length).toBeGreaterThan(0);
    expect(compare.changes.every((change) => change.path.startsWith(scenario.item) || change.path.startsWith(scenario.otherItem))).toBe(true);

    const restored = await call('post', `/versions/${first.id}/restore`).send({ replaceVersion: demoDraft.version });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    const restoredDraft = StudioDraftResponse.parse(restored.body).draft!;
    expect(restoredDraft.pack).toEqual(both.pack);
    expect(restoredDraft.source).toBe('第 1 版');
    const sameAsFirst = StudioCompareResponse.parse((await call('get', `/compare?from=draft&to=${first.id}`).expect(200)).body);
    expect(sameAsFirst.changes).toEqual([]);

    const audit = OrganizerActionsResponse.parse(
      (await request(scenario.app()).get(`/api/${scenario.game}/organizer/actions`).set('Authorization', organizers.first).expect(200)).body,
    );
    expect(audit.actions.map((action) => action.action)).toEqual(expect.arrayContaining(['studio.draft', 'studio.publish', 'studio.restore']));
    expect(audit.actions.filter((action) => action.action === 'studio.publish')).toHaveLength(2);
  });

  it('a publish whose answer was lost after it committed, sent again with its key after the lease: the same version again, published once', async () => {
    const draft = await startFromDemo();
    const first = await resendAfterAnswerStoreFailed(() => call('post', '/publish').send({ draftVersion: draft.version }), scenario.passLease);
    expect(first.status).toBe(201);
    expect(StudioPublishResponse.parse(first.body).version.number).toBe(1);
    const versions = StudioVersionsResponse.parse((await call('get', '/versions').expect(200)).body).versions;
    expect(versions).toHaveLength(1);
    const audit = OrganizerActionsResponse.parse(
      (await request(scenario.app()).get(`/api/${scenario.game}/organizer/actions`).set('Authorization', organizers.first)).body,
    );
    expect(audit.actions.filter((action) => action.action === 'studio.publish')).toHaveLength(1);
  });

  it('many saves of the same item from the same version at once: exactly one lands, the rest are 409 and write nothing', async () => {
    const draft = await startFromDemo();
    const edited = scenario.edit(draft.pack[scenario.item]);
    const saves = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        save(draft, scenario.item, n === 0 ? edited : draft.pack[scenario.item], n % 2 ? organizers.second : organizers.first),
      ),
    );
    expect(saves.map((answer) => answer.status).sort()).toEqual([200, ...Array.from({ length: 15 }, () => 409)]);
    const stored = StudioDraftResponse.parse((await call('get', '/draft').expect(200)).body).draft!;
    expect(stored.version).toBe(draft.version + 1);
    expect(stored.itemVersions[scenario.item]).toBe(draft.itemVersions[scenario.item]! + 1);
    const winner = saves.find((answer) => answer.status === 200)!;
    expect(stored.pack[scenario.item]).toEqual(StudioDraftResponse.parse(winner.body).draft!.pack[scenario.item]);
  });

  it('a broken draft is listed by path and never published; the live event stays', async () => {
    const draft = await startFromDemo();
    const broken = scenario.breakItem(draft.pack[scenario.item]);
    const saved = StudioDraftResponse.parse((await save(draft, scenario.item, broken.value).expect(200)).body).draft!;
    const check = StudioCheckResponse.parse((await call('post', '/draft/check').expect(200)).body);
    expect(check.ok).toBe(false);
    expect(check.issues.map((issue) => issue.path)).toContain(broken.path);
    const refused = await call('post', '/publish').send({ draftVersion: saved.version });
    expect(refused.status).toBe(422);
    expect(PackRefusal.parse(refused.body).issues.map((issue) => issue.path)).toContain(broken.path);
    expect(StudioVersionsResponse.parse((await call('get', '/versions').expect(200)).body).versions).toEqual([]);
    expect(await scenario.playerSeesEdit()).toBe(false);
  });

  it('starts from the live event or empty; an empty pack lists what is missing', async () => {
    const live = await call('post', '/draft').send({ from: 'live' });
    expect(live.status, JSON.stringify(live.body)).toBe(201);
    const liveDraft = StudioDraftResponse.parse(live.body).draft!;
    expect(StudioCheckResponse.parse((await call('post', '/draft/check').expect(200)).body).ok).toBe(true);
    const empty = await call('post', '/draft').send({ from: 'empty', replaceVersion: liveDraft.version });
    expect(empty.status).toBe(201);
    const check = StudioCheckResponse.parse((await call('post', '/draft/check').expect(200)).body);
    expect(check.ok).toBe(false);
    expect(check.issues.length).toBeGreaterThan(0);
  });

  it('bad input: 400 with a Chinese message, nothing written', async () => {
    const draft = await startFromDemo();
    const cases: [string, request.Test][] = [
      ['unknown start', call('post', '/draft').send({ from: 'somewhere' })],
      ['no changes', call('put', '/draft').send({ changes: [] })],
      ['unknown item', call('put', '/draft').send({ changes: [{ item: 'nothingHere', baseVersion: 1, value: 1 }] })],
      ['item twice', call('put', '/draft').send({ changes: [0, 1].map(() => ({ item: scenario.item, baseVersion: 1, value: [] })) })],
      ['value missing', call('put', '/draft').send({ changes: [{ item: scenario.item, baseVersion: 1 }] })],
      ['publish without version', call('post', '/publish').send({})],
      ['unknown option', call('post', '/publish').send({ draftVersion: draft.version, options: ['--nope'] })],
      ['bad version id', call('get', '/versions/not-an-id')],
      ['bad compare', call('get', '/compare?from=draft')],
    ];
    for (const [label, pending] of cases) {
      const answer = await pending;
      expect(answer.status, label).toBe(400);
      expect(answer.body.message, label).toMatch(CHINESE);
    }
    expect(StudioDraftResponse.parse((await call('get', '/draft').expect(200)).body).draft!.version).toBe(draft.version);
    expect((await call('get', '/versions/0123456789abcdef01234567')).status).toBe(404);
  });

  studioMediaCases({ game: scenario.game, app: scenario.app, scenario, organizer: () => organizers.first, call, startFromDemo });
}
