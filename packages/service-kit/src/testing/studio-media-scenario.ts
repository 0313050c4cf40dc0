import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { expect, it, vi } from 'vitest';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import { StudioImageUploadResponse } from '@citygames/contracts/organizer/studio-media.schema';
import { StudioDraftResponse, StudioPublishResponse, StudioVersionsResponse, type StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import type { Game } from '../auth/auth-token.js';
import { GAME_STATES_COLLECTION } from '../auth/platform-records.js';
import { writeToCollection } from '../data/jongodb-write-queue.js';

const CHINESE = /[\u4e00-\u9fff]/;

/** A 1×1 PNG, and the first bytes of the other accepted types (their type is read from these). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** What the image and start-from cases need beyond the common scenario (studio-scenario.ts). */
export interface StudioMediaScenario {
  /** Puts an image source into the game's pack; absent for a game whose pack has no picture (fanhua). */
  withImage?: (pack: Record<string, unknown>, src: string) => Record<string, unknown>;
}

interface MediaCaseContext {
  game: Game;
  app: () => Express;
  scenario: StudioMediaScenario & { player: () => string; playerSeesEdit: () => Promise<boolean>; item: string; edit: (value: unknown) => unknown };
  organizer: () => string;
  call: (method: 'get' | 'post' | 'put', path: string, auth?: string) => request.Test;
  startFromDemo: () => Promise<StudioDraftView>;
}

/** The cases of pictures stored by the platform, publishing atomically, and starting a draft from a version or a pack file. */
export function studioMediaCases(context: MediaCaseContext): void {
  const { game, scenario, call, startFromDemo } = context;
  const upload = (bytes: Buffer, auth = context.organizer(), type = 'application/octet-stream') =>
    request(context.app()).post(`/api/${game}/organizer/studio/images`).set('Authorization', auth).set('Content-Type', type).send(bytes);
  const media = (path: string) => request(context.app()).get(path).buffer(true);
  const storedImages = () => mongoose.connection.collection('studio_images').countDocuments({});

  it('stores an uploaded picture once under the hash of its bytes and serves it publicly, immutable, even while the game is closed', async () => {
    const first = await upload(PNG, context.organizer(), 'image/png');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const stored = StudioImageUploadResponse.parse(first.body);
    expect(stored.path).toMatch(new RegExp(`^/api/${game}/media/[0-9a-f]{64}\\.png$`));
    expect(stored).toMatchObject({ type: 'image/png', bytes: PNG.length });
    // The same bytes again (declared as something else: the type is read from the bytes): the same address, stored once.
    const again = await upload(PNG);
    expect(again.status).toBe(200);
    expect(StudioImageUploadResponse.parse(again.body).path).toBe(stored.path);
    expect(await storedImages()).toBe(1);

    await writeToCollection(mongoose.connection, GAME_STATES_COLLECTION, (states) => states.insertOne({ game, open: false }));
    const served = await media(stored.path);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const jpeg = StudioImageUploadResponse.parse((await upload(JPEG).expect(201)).body);
    expect(jpeg.path.endsWith('.jpg')).toBe(true);
    expect((await media(jpeg.path)).headers['content-type']).toBe('image/jpeg');
  });

  it('many uploads of the same new picture at once: one stores it (201), the others find it (200), one document', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(JPEG)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(11);
    expect(new Set(answers.map((answer) => StudioImageUploadResponse.parse(answer.body).path)).size).toBe(1);
    expect(await storedImages()).toBe(1);
  });

  it('refuses what is not a PNG/JPEG/GIF/WebP picture (SVG too), an empty body, a picture over 2 MB and anyone but an organiser; unknown pictures are 404 JSON', async () => {
    const refusals: [string, request.Test, number][] = [
      ['svg', upload(SVG, context.organizer(), 'image/svg+xml'), 415],
      ['text named png', upload(Buffer.from('not a picture at all'), context.organizer(), 'image/png'), 415],
      ['empty', upload(Buffer.alloc(0)), 400],
      ['too large', upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])), 413],
      ['player', upload(PNG, scenario.player()), 403],
    ];
    for (const [label, pending, status] of refusals) {
      const answer = await pending;
      expect(answer.status, label).toBe(status);
      expect(answer.body.message, label).toMatch(CHINESE);
    }
    expect((await request(context.app()).post(`/api/${game}/organizer/studio/images`).send(PNG)).status).toBe(401);
    expect(await storedImages()).toBe(0);
    for (const path of [`/api/${game}/media/${'a'.repeat(64)}.png`, `/api/${game}/media/not-a-hash.png`]) {
      const missing = await request(context.app()).get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body.message, path).toMatch(CHINESE);
    }
    // Stored as a PNG: not served under another extension.
    const png = StudioImageUploadResponse.parse((await upload(PNG).expect(201)).body);
    expect((await request(context.app()).get(png.path.replace(/\.png$/, '.gif'))).status).toBe(404);
  });

  const withImage = scenario.withImage;
  if (withImage) {
    it('a pack uses a stored picture by its path; the version downloads with paths, or with the pictures inlined for another platform', async () => {
      const draft = await startFromDemo();
      const { path } = StudioImageUploadResponse.parse((await upload(PNG).expect(201)).body);
      const pack = withImage(draft.pack, path);
      const opened = await call('post', '/draft').send({ from: 'pack', pack, replaceVersion: draft.version });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      const published = await call('post', '/publish').send({ draftVersion: StudioDraftResponse.parse(opened.body).draft!.version });
      expect(published.status, JSON.stringify(published.body)).toBe(201);
      const { id } = StudioPublishResponse.parse(published.body).version;
      expect(JSON.parse((await call('get', `/versions/${id}`).expect(200)).text)).toEqual(pack);
      const inlined = JSON.parse((await call('get', `/versions/${id}?images=inline`).expect(200)).text) as Record<string, unknown>;
      expect(inlined).toEqual(withImage(pack, `data:image/png;base64,${PNG.toString('base64')}`));
      expect((await call('get', `/versions/${id}?images=everything`)).status).toBe(400);
    });
  }

  it('a failure while writing the version rolls the whole publish back: the live event, the versions and the audit log stay as they were', async () => {
    const draft = await startFromDemo();
    const saved = await call('put', '/draft').send({
      changes: [{ item: scenario.item, baseVersion: draft.itemVersions[scenario.item], value: scenario.edit(draft.pack[scenario.item]) }],
    });
    const version = StudioDraftResponse.parse(saved.body).draft!.version;
    // Injected where the version record is written: after the import's own writes, inside its transaction.
    const ContentVersion = mongoose.model('ContentVersion');
    const failing = vi.spyOn(ContentVersion, 'create').mockRejectedValueOnce(new Error('injected failure'));
    try {
      const failed = await call('post', '/publish').send({ draftVersion: version });
      expect(failed.status).toBe(500);
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
    expect(await scenario.playerSeesEdit()).toBe(false);
    expect(StudioVersionsResponse.parse((await call('get', '/versions').expect(200)).body).versions).toEqual([]);
    const audit = OrganizerActionsResponse.parse(
      (await request(context.app()).get(`/api/${game}/organizer/actions`).set('Authorization', context.organizer()).expect(200)).body,
    );
    expect(audit.actions.filter((action) => action.action === 'studio.publish')).toEqual([]);
    // The same draft publishes once the failure is gone.
    expect((await call('post', '/publish').send({ draftVersion: version })).status).toBe(201);
    expect(await scenario.playerSeesEdit()).toBe(true);
  });

  it('publishes a draft version once: publishes of it at once or again later answer with that one version and one audit entry', async () => {
    const draft = await startFromDemo();
    const answers = await Promise.all(Array.from({ length: 3 }, () => call('post', '/publish').send({ draftVersion: draft.version })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const [first, ...others] = answers.map((answer) => StudioPublishResponse.parse(answer.body).version);
    expect(others).toEqual([first, first]);
    const again = await call('post', '/publish').send({ draftVersion: draft.version });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(StudioPublishResponse.parse(again.body).version).toEqual(first);
    expect(StudioVersionsResponse.parse((await call('get', '/versions').expect(200)).body).versions.map((version) => version.number)).toEqual([1]);
    const audit = OrganizerActionsResponse.parse(
      (await request(context.app()).get(`/api/${game}/organizer/actions`).set('Authorization', context.organizer()).expect(200)).body,
    );
    expect(audit.actions.filter((action) => action.action === 'studio.publish')).toHaveLength(1);
  });

  it('starts a draft from a published version or from a pack file; a pack that fails the check is 422 with every problem and writes nothing', async () => {
    const demo = await startFromDemo();
    const published = StudioPublishResponse.parse((await call('post', '/publish').send({ draftVersion: demo.version }).expect(201)).body).version;
    const edited = { ...demo.pack, [scenario.item]: scenario.edit(demo.pack[scenario.item]) };

    const fromFile = await call('post', '/draft').send({ from: 'pack', pack: edited, replaceVersion: demo.version });
    expect(fromFile.status, JSON.stringify(fromFile.body)).toBe(201);
    const fileDraft = StudioDraftResponse.parse(fromFile.body).draft!;
    expect(fileDraft.source).toBe('上传的活动包文件');
    expect(fileDraft.pack).toEqual(edited);

    const fromVersion = await call('post', '/draft').send({ from: 'version', versionId: published.id, replaceVersion: fileDraft.version });
    expect(fromVersion.status, JSON.stringify(fromVersion.body)).toBe(201);
    const versionDraft = StudioDraftResponse.parse(fromVersion.body).draft!;
    expect(versionDraft.source).toBe('第 1 版');
    expect(versionDraft.pack).toEqual(demo.pack);

    const broken = await call('post', '/draft').send({
      from: 'pack',
      pack: { ...demo.pack, [scenario.item]: 'not what it should be' },
      replaceVersion: versionDraft.version,
    });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toMatch(CHINESE);
    expect(PackRefusal.parse(broken.body).issues.map((issue) => issue.path)).toContain(scenario.item);
    const unknownVersion = await call('post', '/draft').send({ from: 'version', versionId: '0123456789abcdef01234567', replaceVersion: versionDraft.version });
    expect(unknownVersion.status).toBe(404);
    for (const bad of [{ from: 'pack' }, { from: 'pack', pack: [] }, { from: 'version', versionId: 'nope' }]) {
      const answer = await call('post', '/draft').send({ ...bad, replaceVersion: versionDraft.version });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.message).toMatch(CHINESE);
    }
    const still = StudioDraftResponse.parse((await call('get', '/draft').expect(200)).body).draft!;
    expect(still.version).toBe(versionDraft.version);
    expect(still.pack).toEqual(demo.pack);
  });
}
