import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { TeamSuspensionResponse } from '@citygames/contracts/organizer/player-access.schema';
import { OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import { PROGRESS_RESET_CONFIRMATION } from '@citygames/contracts/organizer/progress-reset.rules';
import { ProgressResetResponse } from '@citygames/contracts/organizer/progress-reset.schema';
import { createErrorHandler } from '../../http/error-handler.js';
import { createLogger } from '../../http/logger.js';
import { IDEMPOTENCY_LEASE_MS } from '../../idempotency/idempotency-records.js';
import { resendAfterAnswerStoreFailed } from '../../testing/repeated-writes.js';
import { createTestKeys } from '../../testing/test-keys.js';
import { clearDatabase, useTestDatabase } from '../../testing/test-database.js';
import { signInTestOrganizer } from '../../testing/test-organizer.js';
import { addProgressResetRoute } from '../content/progress-reset-routes.js';
import { addTeamSuspensionRoutes } from '../corrections/team-suspensions.js';
import { addOrganizerMessageRoute } from '../notices/notice-routes.js';
import { organizerGameRouter } from './organizer-game-router.js';

// The organiser's shared writes whose answer could not be stored once they committed (the database busy), sent again with
// their key after the key's lease: the answer committed with the effect is replayed, the effect happens once
// (docs/invariants.md「应答与效果同一次提交」).
useTestDatabase('kit_organizer_answers_with_effect');

const keys = createTestKeys();
let clock = new Date('2026-05-01T02:00:00Z');
const passLease = () => {
  clock = new Date(clock.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
};
const TEAM = { id: 'T1', name: '雾港一队' };
let resets = 0;
const app = express()
  .use(express.json())
  .use(
    organizerGameRouter({
      game: 'polish120',
      publicKey: keys.publicKey,
      now: () => clock,
      summary: async () => ({ teams: 1, playersInTeams: 2, pack: null }),
      results: { scoreName: '完成任务数', read: async () => [] },
      extend: (api) => {
        const findTeam = async (teamId: string) => (teamId === TEAM.id ? TEAM : null);
        addOrganizerMessageRoute(api, { game: 'polish120', now: () => clock, findTeam });
        addTeamSuspensionRoutes(api, { game: 'polish120', now: () => clock, findTeam });
        addProgressResetRoute(api, {
          game: 'polish120',
          now: () => clock,
          resetAll: async () => {
            resets += 1;
            return 3;
          },
        });
      },
    }),
  )
  .use(createErrorHandler(createLogger('kit-organizer-answers-test')));
let organizer = '';

beforeEach(async () => {
  await clearDatabase();
  process.env.AUTH_MONGO_DB = mongoose.connection.name;
  organizer = (await signInTestOrganizer(keys.privateKey, '组织者')).authorization;
  resets = 0;
});

const recordedActions = async () =>
  OrganizerActionsResponse.parse((await request(app).get('/api/polish120/organizer/actions').set('Authorization', organizer)).body).actions;

describe("an organiser's shared write, its answer lost after the commit and sent again after the lease", () => {
  it('a message: the retry hears the same message (201), one message and one record', async () => {
    const first = await resendAfterAnswerStoreFailed(
      () => request(app).post('/api/polish120/organizer/messages').set('Authorization', organizer).send({ text: '12:00 在钟楼集合', teamId: TEAM.id }),
      passLease,
    );
    expect(first.status).toBe(201);
    expect(OrganizerMessageResponse.parse(first.body)).toMatchObject({ text: '12:00 在钟楼集合', team: TEAM });
    expect(await mongoose.connection.collection('organizer_notices').countDocuments()).toBe(1);
    expect(await recordedActions()).toHaveLength(1);
  });

  it('a suspension: the retry hears "changed", not "already suspended"', async () => {
    const first = await resendAfterAnswerStoreFailed(
      () => request(app).put(`/api/polish120/organizer/teams/${TEAM.id}/suspension`).set('Authorization', organizer).send({ suspended: true }),
      passLease,
    );
    expect(TeamSuspensionResponse.parse(first.body)).toEqual({ team: TEAM, suspended: true, changed: true });
    expect(await recordedActions()).toHaveLength(1);
  });

  it('clearing all progress: the retry hears how many teams it cleared, and nothing is cleared twice', async () => {
    const first = await resendAfterAnswerStoreFailed(
      () => request(app).post('/api/polish120/organizer/progress/reset').set('Authorization', organizer).send({ confirm: PROGRESS_RESET_CONFIRMATION }),
      passLease,
    );
    expect(ProgressResetResponse.parse(first.body)).toMatchObject({ ok: true, teams: 3 });
    expect(resets).toBe(1);
    expect(await recordedActions()).toHaveLength(1);
  });
});
