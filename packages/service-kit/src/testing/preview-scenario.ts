import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { PreviewResetResponse, PreviewStatusResponse } from '@citygames/contracts/organizer/preview.schema';
import { StudioDraftResponse } from '@citygames/contracts/organizer/studio.schema';
import { previewAudience, signToken, type Game } from '../auth/auth-token.js';
import { GAME_STATES_COLLECTION } from '../auth/platform-records.js';
import { writeToCollection } from '../data/jongodb-write-queue.js';
import { previewPlayerOf } from '../organizer/preview/preview-player.js';
import { clearDatabase } from './test-database.js';
import { signInTestOrganizer } from './test-organizer.js';

const CHINESE = /[\u4e00-\u9fff]/;

/** A player's call: `path` is below `/api/<game>/` (live) or `/api/<game>/studio-preview/` (preview). */
export type PlayerCall = (method: 'get' | 'post', path: string) => request.Test;

/** What a game's preview test supplies: its live app with an in-process preview instance and how a player answers. */
export interface PreviewScenario {
  game: Game;
  /** The live app, built with `preview: { kind: 'live', instance }` started by `inProcessPreviewStarter`. */
  app: () => Express;
  privateKey: string;
  /** The Authorization header of a player of the live event (a member of a live team). */
  livePlayer: () => string;
  /** Puts the live event in place before each test, as an import would. */
  loadLive: () => Promise<void>;
  /** The top-level item the draft changes, and the change: a task's accepted answer (fanhua: an area's name). */
  item: string;
  changeAnswer: (value: unknown, answer: string) => unknown;
  /** An edit the import refuses. */
  breakItem: (value: unknown) => unknown;
  /** Whether the player meets the draft's change: the new answer is accepted (fanhua: the map shows the new name). */
  seesChange: (call: PlayerCall, answer: string) => Promise<boolean>;
  /** The draft's new answer (default 预览新答案); it must have the format the live event asks for. */
  newAnswer?: string;
  /** What the player's team has achieved so far (solved tasks, assets): 0 for a fresh team. */
  progress: (call: PlayerCall) => Promise<number>;
  /** Moves the player's team forward once (answers right, buys, …). */
  makeProgress: (call: PlayerCall) => Promise<void>;
  /** The name of the caller's team (null when in none); it may move the team forward to read it. */
  teamName: (call: PlayerCall) => Promise<string | null>;
}

/** The callers the scenario signed in, for a game's own further cases. */
export interface PreviewCallers {
  /** The organiser's Authorization header. */
  organizer: () => string;
  /** The Authorization header of the organiser's preview player (a preview token). */
  previewPlayer: () => string;
}

/** The preview's API cases every game must pass (each game's preview test runs them on its app). */
export function previewScenario(scenario: PreviewScenario): PreviewCallers {
  const { game } = scenario;
  let organizer = { id: '', authorization: '' };
  let previewAuthorization = '';
  beforeAll(async () => {
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
    const signedIn = await signInTestOrganizer(scenario.privateKey);
    organizer = { id: signedIn.organizer.id, authorization: signedIn.authorization };
    const player = previewPlayerOf(organizer.id);
    const token = signToken(
      { id: player.id, game, role: 'user', name: player.name },
      { privateKey: scenario.privateKey, expiresInSeconds: 600, audience: previewAudience(game) },
    );
    previewAuthorization = `Bearer ${token}`;
  });
  beforeEach(async () => {
    await clearDatabase();
    await writeToCollection(mongoose.connection, GAME_STATES_COLLECTION, (states) => states.deleteMany({}));
    await scenario.loadLive();
  });

  const studio = (method: 'get' | 'post' | 'put', path: string, auth = organizer.authorization) =>
    request(scenario.app())[method](`/api/${game}/organizer/studio${path}`).set('Authorization', auth);
  const live: PlayerCall = (method, path) => request(scenario.app())[method](`/api/${game}/${path}`).set('Authorization', scenario.livePlayer());
  const preview: PlayerCall = (method, path) =>
    request(scenario.app())[method](`/api/${game}/studio-preview/${path}`).set('Authorization', previewAuthorization);
  const reset = async (from: 'draft' | 'live') => {
    const answer = await studio('post', '/preview').send({ from });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return PreviewResetResponse.parse(answer.body);
  };
  const draftWithNewAnswer = async (answer: string) => {
    const started = StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
    const saved = await studio('put', '/draft').send({
      changes: [{ item: scenario.item, baseVersion: started.itemVersions[scenario.item], value: scenario.changeAnswer(started.pack[scenario.item], answer) }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return StudioDraftResponse.parse(saved.body).draft!;
  };

  it('GET and POST /studio/preview: 401 without a token, 403 for a player, 400 for a bad body', async () => {
    for (const method of ['get', 'post'] as const) {
      expect((await request(scenario.app())[method](`/api/${game}/organizer/studio/preview`).send({ from: 'live' })).status).toBe(401);
      const asPlayer = await studio(method, '/preview', scenario.livePlayer()).send({ from: 'live' });
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body.message).toMatch(CHINESE);
    }
    for (const body of [{}, { from: 'demo' }, { from: 'live', extra: 1 }]) {
      const bad = await studio('post', '/preview').send(body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(CHINESE);
    }
  });

  it('no draft: 409 NO_DRAFT; the status says not ready until the first reset', async () => {
    expect(PreviewStatusResponse.parse((await studio('get', '/preview').expect(200)).body)).toEqual({ ready: false });
    const refused = await studio('post', '/preview').send({ from: 'draft' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('NO_DRAFT');
    expect(refused.body.message).toMatch(CHINESE);
  });

  it('a preview token is refused by the live routes and a live token by the preview instance (401)', async () => {
    await reset('live');
    expect(await scenario.teamName(preview)).toBe('预览队');
    const previewOnLive = await request(scenario.app()).get(`/api/${game}/${'x'}`).set('Authorization', previewAuthorization);
    expect(previewOnLive.status).toBe(401);
    const liveOnPreview = await request(scenario.app()).get(`/api/${game}/studio-preview/${'x'}`).set('Authorization', scenario.livePlayer());
    expect(liveOnPreview.status).toBe(401);
    expect(liveOnPreview.body.message).toMatch(CHINESE);
    expect(await scenario.teamName(live)).not.toBe('预览队');
  });

  it('a reset from the draft imports the draft into the preview only; the live event and its progress stay as they were', async () => {
    await scenario.makeProgress(live);
    const liveProgress = await scenario.progress(live);
    const newAnswer = scenario.newAnswer ?? '预览新答案';
    const draft = await draftWithNewAnswer(newAnswer);
    const answer = await reset('draft');
    expect(answer).toMatchObject({ ready: true, from: 'draft', draftVersion: draft.version, team: { name: '预览队' }, player: previewPlayerOf(organizer.id) });
    expect(PreviewStatusResponse.parse((await studio('get', '/preview').expect(200)).body)).toEqual({
      ready: true,
      from: 'draft',
      draftVersion: draft.version,
      startedAt: answer.startedAt,
      team: { name: '预览队' },
    });
    expect(await scenario.seesChange(preview, newAnswer)).toBe(true);
    expect(await scenario.seesChange(live, newAnswer)).toBe(false);
    expect(await scenario.progress(live)).toBe(liveProgress);
    const actions = OrganizerActionsResponse.parse(
      (await request(scenario.app()).get(`/api/${game}/organizer/actions`).set('Authorization', organizer.authorization).expect(200)).body,
    );
    expect(actions.actions.some((action) => action.action === 'studio.preview' && CHINESE.test(action.summary))).toBe(true);
  });

  it('a reset empties the preview progress; an invalid draft is a 422 that changes nothing', async () => {
    await reset('live');
    expect(await scenario.progress(preview)).toBe(0);
    await scenario.makeProgress(preview);
    expect(await scenario.progress(preview)).toBeGreaterThan(0);
    const before = PreviewStatusResponse.parse((await studio('get', '/preview').expect(200)).body);

    const started = StudioDraftResponse.parse((await studio('post', '/draft').send({ from: 'live' }).expect(201)).body).draft!;
    await studio('put', '/draft')
      .send({ changes: [{ item: scenario.item, baseVersion: started.itemVersions[scenario.item], value: scenario.breakItem(started.pack[scenario.item]) }] })
      .expect(200);
    const refused = await studio('post', '/preview').send({ from: 'draft' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('PACK_INVALID');
    expect(refused.body.issues.length).toBeGreaterThan(0);
    expect(PreviewStatusResponse.parse((await studio('get', '/preview').expect(200)).body)).toEqual(before);
    expect(await scenario.progress(preview)).toBeGreaterThan(0);

    await reset('live');
    expect(await scenario.progress(preview)).toBe(0);
    expect(await scenario.teamName(preview)).toBe('预览队');
  });

  it('the preview works while the game is closed; its internal reset cannot be reached from outside', async () => {
    await reset('live');
    await writeToCollection(mongoose.connection, GAME_STATES_COLLECTION, (states) => states.insertOne({ game, open: false }));
    expect((await live('get', 'x')).status).toBe(503);
    expect(await scenario.teamName(preview)).toBe('预览队');
    for (const path of ['../../internal/preview/reset', '%2e%2e/%2e%2e/internal/preview/reset']) {
      const sneaked = await request(scenario.app()).post(`/api/${game}/studio-preview/${path}`).set('Authorization', previewAuthorization).send({});
      expect(sneaked.status).toBe(400);
    }
    expect((await request(scenario.app()).post('/internal/preview/reset').send({})).status).toBe(404);
  });
  return { organizer: () => organizer.authorization, previewPlayer: () => previewAuthorization };
}
