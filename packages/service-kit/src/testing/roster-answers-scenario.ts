import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { CreateTeamResponse, Roster, RosterChangeResponse, RosterImportResponse } from '@citygames/contracts/organizer/roster.schema';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { ACCOUNTS_COLLECTION } from '../auth/platform-records.js';
import { writeToCollection } from '../data/jongodb-write-queue.js';
import { resendAfterAnswerStoreFailed } from './repeated-writes.js';
import { clearDatabase } from './test-database.js';
import { signInTestOrganizer } from './test-organizer.js';

/** What a roster game's test supplies: its app, its svc-auth key, the live event before each test, and its clock. */
export interface RosterAnswersScenario {
  game: RosterGameId;
  app: () => Express;
  privateKey: string;
  /** Puts what the game needs before a roster change (its content) in place. */
  loadLive: () => Promise<void>;
  /** Moves the app's clock past an Idempotency-Key's lease. */
  passLease: () => void;
}

/**
 * The organiser's roster changes whose answer could not be stored once they committed (the database busy), sent again
 * with their key after the lease: each retry hears the first answer, the change happens once (docs/invariants.md
 * 「应答与效果同一次提交」). Every roster game's test runs these cases on its app.
 */
export function rosterAnswersScenario(scenario: RosterAnswersScenario): void {
  let organizer = '';
  const phones = { leader: '13700000021', member: '13700000022', imported: '13700000023' };
  const register = (phone: string, name: string) =>
    writeToCollection(mongoose.connection, ACCOUNTS_COLLECTION, (accounts) =>
      accounts.insertOne({ game: scenario.game, phone, name, role: 'user', createdAt: new Date() }),
    );
  const call = (method: 'get' | 'post' | 'put', path: string) =>
    request(scenario.app())[method](`/api/${scenario.game}/organizer${path}`).set('Authorization', organizer);
  const roster = async () => Roster.parse((await call('get', '/roster').expect(200)).body);

  beforeAll(async () => {
    process.env.AUTH_MONGO_DB = mongoose.connection.name;
  });
  beforeEach(async () => {
    await clearDatabase();
    organizer = (await signInTestOrganizer(scenario.privateKey)).authorization;
    await scenario.loadLive();
    await register(phones.leader, '队长甲');
    await register(phones.member, '队员乙');
    await register(phones.imported, '队长丙');
  });

  it('a new team, a member added and a rename: each retry hears its first answer, each change is made once', async () => {
    const before = await roster();
    const version = before.version;
    const created = await resendAfterAnswerStoreFailed(
      () => call('post', '/teams').send({ name: '重发队', leaderPhone: phones.leader, version }),
      scenario.passLease,
    );
    expect(created.status).toBe(201);
    const { id } = CreateTeamResponse.parse(created.body);

    const added = await resendAfterAnswerStoreFailed(
      () => call('post', `/teams/${id}/members`).send({ phone: phones.member, version: version + 1 }),
      scenario.passLease,
    );
    expect(added.status).toBe(201);
    expect(RosterChangeResponse.parse(added.body)).toEqual({ ok: true, version: version + 2 });

    const renamed = await resendAfterAnswerStoreFailed(() => call('put', `/teams/${id}`).send({ name: '重发队改', version: version + 2 }), scenario.passLease);
    expect(RosterChangeResponse.parse(renamed.body)).toEqual({ ok: true, version: version + 3 });

    const after = await roster();
    expect(after.version).toBe(version + 3);
    expect(after.teams).toHaveLength(before.teams.length + 1);
    const team = after.teams.find((entry) => entry.id === id);
    expect(team?.name).toBe('重发队改');
    expect(team?.members.map((member) => member.phone)).toContain(phones.member);
  });

  it('a roster file imported: the retry hears how many teams and players it wrote, the teams are made once', async () => {
    const before = await roster();
    const version = before.version;
    const file = Buffer.from(`队名,队长手机号\n导入队,${phones.imported}\n`);
    const imported = await resendAfterAnswerStoreFailed(
      () => call('post', `/roster/import?version=${version}`).set('Content-Type', 'application/octet-stream').send(file),
      scenario.passLease,
    );
    expect(imported.status).toBe(201);
    expect(RosterImportResponse.parse(imported.body)).toMatchObject({ teams: 1, players: 1, version: version + 1 });
    const after = await roster();
    expect(after.teams).toHaveLength(before.teams.length + 1);
    expect(after.teams.filter((team) => team.name === '导入队')).toHaveLength(1);
  });
}
