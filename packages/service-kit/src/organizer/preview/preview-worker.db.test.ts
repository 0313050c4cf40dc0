import express from 'express';
import mongoose from 'mongoose';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PackImportCommand } from '../content/content-pack.js';
import { createErrorHandler } from '../../http/error-handler.js';
import { OrganizerAction } from '../console/organizer-actions.js';
import { PREVIEW_RESET_PATH, PREVIEW_SECRET_HEADER, PREVIEW_STATE_COLLECTION, type PreviewResetRequest } from './preview-instance.js';
import { previewPhoneOf } from './preview-player.js';
import { previewInternalRoutes, type PreviewTeamMember } from './preview-worker.js';
import { useTestDatabase } from '../../testing/test-database.js';

useTestDatabase('preview_worker');

type Pack = { name: string; teams?: unknown[] };

/** A stand-in import that notes when each import starts and ends, yielding in between so overlapping imports would interleave. */
function recordingImport() {
  const log: string[] = [];
  const command: PackImportCommand<Pack> = {
    game: 'pilotsh',
    effect: '',
    demoPack: () => ({}),
    check: (input) =>
      typeof (input as Pack).name === 'string' ? { ok: true, pack: input as Pack } : { ok: false, issues: [{ path: 'name', message: '缺少名称' }] },
    async importPack(pack) {
      log.push(`start ${pack.name}`);
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      log.push(`end ${pack.name}`);
      return '';
    },
  };
  const teams: PreviewTeamMember[] = [];
  const previewImport = {
    command,
    withPreviewTeam: (pack: Record<string, unknown>, player: PreviewTeamMember) => {
      teams.push(player);
      return { ...pack, teams: [player] };
    },
  };
  return { log, teams, previewImport };
}

function internalApp(previewImport: ReturnType<typeof recordingImport>['previewImport']) {
  const app = express();
  app.use(previewInternalRoutes({ secret: 'the-secret', previewImport, databaseName: () => mongoose.connection.name }));
  app.use(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

const resetRequest = (name: string): PreviewResetRequest => ({
  pack: { name },
  player: { id: '0123456789abcdef01234567', name: '预览玩家' },
  from: 'draft',
  draftVersion: 3,
  startedAt: '2026-07-12T01:00:00.000Z',
  team: { name: '预览队' },
});

describe("the preview instance's internal reset", () => {
  it('only with the secret of this process', async () => {
    const { previewImport, log } = recordingImport();
    const app = internalApp(previewImport);
    expect((await request(app).post(PREVIEW_RESET_PATH).send(resetRequest('a'))).status).toBe(403);
    expect((await request(app).post(PREVIEW_RESET_PATH).set(PREVIEW_SECRET_HEADER, 'the-secreT').send(resetRequest('a'))).status).toBe(403);
    expect(log).toEqual([]);
  });

  it('empties the database, imports with the preview player in the team (phone derived), and records what it was reset from', async () => {
    const { previewImport, log, teams } = recordingImport();
    await OrganizerAction.create({ at: new Date(), organizerId: 'o', organizerName: '甲', scope: 'pilotsh', action: 'x', summary: '旧的' });
    const answer = await request(internalApp(previewImport)).post(PREVIEW_RESET_PATH).set(PREVIEW_SECRET_HEADER, 'the-secret').send(resetRequest('a'));
    expect(answer.status).toBe(200);
    expect(log).toEqual(['start a', 'end a']);
    expect(teams).toEqual([{ id: '0123456789abcdef01234567', name: '预览玩家', phone: previewPhoneOf('0123456789abcdef01234567') }]);
    expect(teams[0]!.phone).toMatch(/^19\d{9}$/);
    expect(await OrganizerAction.countDocuments()).toBe(0);
    const state = await mongoose.connection.collection(PREVIEW_STATE_COLLECTION).find().toArray();
    expect(state).toEqual([{ _id: 'preview', from: 'draft', draftVersion: 3, startedAt: '2026-07-12T01:00:00.000Z', team: { name: '预览队' } }]);
  });

  it('a pack the import refuses is a 422 that empties nothing', async () => {
    const { previewImport, log } = recordingImport();
    await OrganizerAction.create({ at: new Date(), organizerId: 'o', organizerName: '甲', scope: 'pilotsh', action: 'x', summary: '留着' });
    const refused = await request(internalApp(previewImport))
      .post(PREVIEW_RESET_PATH)
      .set(PREVIEW_SECRET_HEADER, 'the-secret')
      .send({ ...resetRequest('a'), pack: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.issues).toEqual([{ path: 'name', message: '缺少名称' }]);
    expect(log).toEqual([]);
    expect(await OrganizerAction.countDocuments()).toBe(1);
  });

  it('resets sent at once run one after the other, each whole, and leave one state', async () => {
    const { previewImport, log } = recordingImport();
    const app = internalApp(previewImport);
    const names = ['a', 'b', 'c', 'd', 'e'];
    const answers = await Promise.all(
      names.map((name) => request(app).post(PREVIEW_RESET_PATH).set(PREVIEW_SECRET_HEADER, 'the-secret').send(resetRequest(name))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    for (let index = 0; index < log.length; index += 2) expect(log[index + 1]).toBe(log[index]!.replace('start', 'end'));
    expect(log).toHaveLength(10);
    expect(await mongoose.connection.collection(PREVIEW_STATE_COLLECTION).countDocuments()).toBe(1);
  });
});
