import { expect } from 'vitest';
import type supertest from 'supertest';
import { applyAssetChanges, claimLedger, listTeamAssets } from '../../src/assets/team-asset.repository.js';
import { importPack } from '../../src/content/import-pack.js';
import { parsePack, type FanhuaPack } from '../../src/content/pack-schema.js';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { EARTH_RADIUS_KM } from '../../src/domain/geo.js';
import { TeamCreateResponse, TeamJoinResponse } from '@citygames/contracts/fanhua/teams.schema';
import type { TestPlayer } from './test-app.js';

type Api = ReturnType<typeof supertest>;

export const CENTRE = { lat: 31.3, lng: 121.5 };

/** The point `metres` due north of a centre (exact for the haversine formula). */
export function northOf(centre: { lat: number; lng: number }, metres: number) {
  return { lat: centre.lat + (metres / (EARTH_RADIUS_KM * 1000)) * (180 / Math.PI), lng: centre.lng };
}

/** Area n sits n km north of CENTRE, radius 0.2 km. */
export const areaCentre = (id: number) => northOf(CENTRE, id * 1000);

export function testPack(overrides: Partial<Record<string, unknown>> = {}): FanhuaPack {
  const area = (id: number, extra: Record<string, unknown>) => ({ id, name: `区域${id}`, location: [`第${id}街`], ...areaCentre(id), radiusKm: 0.2, ...extra });
  const parsed = parsePack({
    format: 'citygames-fanhua-pack/1',
    name: '测试活动',
    coordinateSystem: 'WGS-84',
    mapCenter: CENTRE,
    gpsTestAreas: [
      { name: '北区', ...areaCentre(1), radiusKm: 0.4 },
      { name: '南区', ...CENTRE, radiusKm: 0.4 },
      { name: '东区', ...areaCentre(9), radiusKm: 0.4 },
    ],
    areas: [
      area(1, {
        rewards: [
          { id: 'free', text: '拾荒所得', gives: [{ type: 'food', arg: 'bread', count: 2 }] },
          {
            id: 'deal',
            requires: [
              { type: 'food', arg: 'bread', count: 1 },
              { type: 'food', arg: 'water', count: 5 },
            ],
            gives: [{ type: 'medical', arg: 'bandage', count: 3 }],
            conds: [{ type: 'intelligence', count: 12 }],
          },
        ],
      }),
      area(2, { special: { type: 'add', increment: { type: 'intelligence', value: 10 } } }),
      area(3, { special: { type: 'exchange', decrement: { type: 'strength', value: 2 }, increment: { type: 'luck', value: 15 } } }),
      area(4, { special: { type: 'shuffle' } }),
      area(5, { special: { type: 'bless' } }),
      area(6, { hidden: true, rewards: [{ id: 'secret', gives: [{ type: 'will', arg: 'hope', count: 1 }] }] }),
    ],
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.pack;
}

export async function loadTestPack(overrides: Partial<Record<string, unknown>> = {}) {
  await importPack(testPack(overrides), new Date());
}

export async function createTeam(api: Api, leader: TestPlayer, name: string, members: TestPlayer[] = []): Promise<string> {
  const res = await api.post('/api/fanhua/team/create').set('Authorization', leader.auth).send({ name });
  expect(res.status).toBe(201);
  const created = TeamCreateResponse.parse(res.body);
  for (const member of members) {
    const joined = await api.post('/api/fanhua/team/join').set('Authorization', member.auth).send({ inviteCode: created.inviteCode });
    expect(joined.status).toBe(200);
    TeamJoinResponse.parse(joined.body);
  }
  return created.teamId;
}

/** Gives (or takes) assets directly, as set-up: `at` is when, by the service's clock (the board's freeze is judged by it). */
export async function give(teamId: string, changes: { type: string; arg?: string; count: number }[], at = new Date()) {
  await runTransaction(async (session) =>
    applyAssetChanges(
      await claimLedger(teamId, session, at),
      changes.map((c) => ({ type: c.type, arg: c.arg ?? '', count: c.count })),
    ),
  );
}

export async function holdings(teamId: string): Promise<Record<string, number>> {
  const lines = await listTeamAssets(teamId);
  return Object.fromEntries(lines.filter((line) => line.count !== 0).map((line) => [line.arg ? `${line.type}/${line.arg}` : line.type, line.count]));
}
