import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { RadioStreamTicketResponse } from '@citygames/contracts/fanhua/radio.schema';
import { createLogger } from '@citygames/service-kit/http/logger';
import { PreviewInstance } from '@citygames/service-kit/organizer/preview/preview-instance';
import { firstStreamChunk } from '@citygames/service-kit/testing/first-stream-chunk';
import { inProcessPreviewStarter } from '@citygames/service-kit/testing/in-process-preview';
import { previewScenario, type PlayerCall } from '@citygames/service-kit/testing/preview-scenario';
import { useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../src/app.js';
import { buildDemoPack } from '../src/content/demo-pack.js';
import { importPack } from '../src/content/import-pack.js';
import { parsePack } from '../src/content/pack-schema.js';
import { fanhuaPreview } from '../src/content/preview-instance.js';

useTestDatabase('fanhua_preview');

const keys = createTestKeys();
const clock = new Date('2026-07-12T10:00:00+08:00');
const instance = new PreviewInstance('fanhua', inProcessPreviewStarter(fanhuaPreview, keys.publicKey));
const app = buildApp({
  publicKey: keys.publicKey,
  logger: createLogger('svc-fanhua-test'),
  now: () => clock,
  gateCacheMs: 0,
  preview: { kind: 'live', instance },
});
type Area = { name: string; radiusKm?: number };
const OTHER_TEAM = '另起的队';

/** fanhua has no answers to count: what a player changed is the team they formed themselves. */
const teamsOfTheirOwn = async (call: PlayerCall) => {
  const listed = await call('get', 'team/list').expect(200);
  return (listed.body.teams as { name: string }[]).filter((team) => team.name === OTHER_TEAM).length;
};

afterAll(() => instance.stop());

describe('fanhua preview as a player', () => {
  const callers = previewScenario({
    game: 'fanhua',
    app: () => app,
    privateKey: keys.privateKey,
    livePlayer: () => `Bearer ${tokenFor('fanhua', keys.privateKey, { id: 'p1', phone: '13900000001', name: '玩家1', role: 'user' })}`,
    loadLive: async () => {
      const demo = parsePack(buildDemoPack());
      if (!demo.ok) throw new Error(JSON.stringify(demo.issues));
      await importPack(demo.pack, clock);
    },
    item: 'areas',
    // fanhua has no answers: the draft's change is an area's name, which the import checks as it does any other.
    changeAnswer: (areas, name) => (areas as Area[]).map((area, index) => (index === 0 ? { ...area, name } : area)),
    breakItem: (areas) => (areas as Area[]).map((area, index) => (index === 0 ? { ...area, radiusKm: 99 } : area)),
    seesChange: async (call, name) => JSON.stringify((await call('get', 'area/map').expect(200)).body).includes(name),
    progress: teamsOfTheirOwn,
    makeProgress: async (call) => {
      await call('post', 'team/exit').send({});
      await call('post', 'team/create').send({ name: OTHER_TEAM, description: '' }).expect(201);
    },
    teamName: async (call) => {
      const status = await call('get', 'team/status');
      return status.status === 200 ? (status.body.name as string) : null;
    },
  });

  it("streams the radio through the forwarder: the preview's stream opens at once and knows the preview team", async () => {
    await request(app).post('/api/fanhua/organizer/studio/preview').set('Authorization', callers.organizer()).send({ from: 'live' }).expect(200);
    const ticketAnswer = await request(app).post('/api/fanhua/studio-preview/msg/stream-ticket').set('Authorization', callers.previewPlayer()).expect(200);
    const { ticket } = RadioStreamTicketResponse.parse(ticketAnswer.body);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const path = `/api/fanhua/studio-preview/msg/stream?ticket=${encodeURIComponent(ticket)}`;
      const first = await firstStreamChunk(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
      expect(first.contentType).toMatch(/^text\/event-stream/);
      expect(first.chunk).toContain('event: ready\ndata: {"team":true}');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
