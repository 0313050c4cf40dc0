import request from 'supertest';
import type { Express } from 'express';
import { clearDatabase } from '@citygames/service-kit/testing/test-database';
import { createTestKeys, tokenFor } from '@citygames/service-kit/testing/test-keys';
import { buildApp } from '../../src/app.js';
import { importPack } from '../../src/content/import-pack.js';
import type { EventPackInput } from '../../src/content/pack-schema.js';
import { TeamModel } from '../../src/teams/team.model.js';
import { loadTestRoster, PLAYERS, testPack } from './test-pack.js';

export type PlayerKey = keyof typeof PLAYERS;

/** One app per test file with a movable clock and a fixed random source. */
export function createTestContext() {
  const keys = createTestKeys();
  const clock = { now: new Date('2030-01-01T10:00:00Z') };
  const random = { value: 0 };
  const app: Express = buildApp({ publicKey: keys.publicKey, now: () => new Date(clock.now), random: () => random.value });
  const token = (player: PlayerKey) => tokenFor('polish120', keys.privateKey, PLAYERS[player]);
  const auth = (player: PlayerKey) => ({ Authorization: `Bearer ${token(player)}` });

  return {
    app,
    /** Signs organiser tokens this app accepts. */
    privateKey: keys.privateKey,
    clock,
    random,
    token,
    advance(seconds: number) {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
    /** Imports the pack and, when there is no roster yet, the test roster. */
    async loadPack(pack: EventPackInput = testPack()) {
      const result = await importPack(pack);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      if ((await TeamModel.exists({})) === null) await loadTestRoster();
    },
    get: (player: PlayerKey, path: string) => request(app).get(path).set(auth(player)),
    post: (player: PlayerKey, path: string, body: unknown) =>
      request(app)
        .post(path)
        .set(auth(player))
        .send(body as object),
    /** A clean database at the test clock's start, the test pack loaded and teams a and b started. */
    async resetWithStartedTeams() {
      await clearDatabase();
      clock.now = new Date('2030-01-01T10:00:00Z');
      await this.loadPack();
      await this.startTeam('a1');
      await this.startTeam('b1');
    },
    /** Answers the start question correctly and starts the team of this player. */
    async startTeam(player: PlayerKey) {
      const answer = await request(app).post('/api/polish120/start/answer').set(auth(player)).send({ answer: '年月日时' });
      if (answer.body.isCorrect !== true) throw new Error(`start answer failed: ${JSON.stringify(answer.body)}`);
      const start = await request(app)
        .post('/api/polish120/team/status')
        .set(auth(player))
        .send({ type: 'start', args: { confirm_start: true } });
      if (start.status !== 200) throw new Error(`start failed: ${JSON.stringify(start.body)}`);
    },
    setStage: (player: PlayerKey, x_stage: number, x_stage_key: string) =>
      request(app).post('/api/polish120/team/status').set(auth(player)).send({ type: 'set_x_stage', args: { x_stage, x_stage_key } }),
    addStation: (player: PlayerKey, station: 'x1' | 'x2' | 'x3' | 'x4', answer: string) =>
      request(app)
        .post('/api/polish120/team/status')
        .set(auth(player))
        .send({ type: 'add', args: { [station]: true, answer } }),
  };
}
