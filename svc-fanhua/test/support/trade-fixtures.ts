import { expect } from 'vitest';
import type supertest from 'supertest';
import { ActionResponse } from '@citygames/contracts/fanhua/action.schema';
import { TeamCreateResponse, TeamJoinResponse } from '@citygames/contracts/fanhua/teams.schema';
import { TradeActionResponse, TradeCreateResponse } from '@citygames/contracts/fanhua/trades.schema';
import { listTeamAssets } from '../../src/assets/team-asset.repository.js';
import { player, type TestPlayer } from './test-app.js';

type Api = ReturnType<typeof supertest>;

export const admin = player(900, 'admin');

/** A team created by `leader` through the API, with `members` joined by its invite code. */
export async function teamWith(api: Api, leader: TestPlayer, name: string, members: TestPlayer[] = []) {
  const res = await api
    .post('/api/fanhua/team/create')
    .set('Authorization', leader.auth)
    .send({ name, description: `${name}的描述` });
  expect(res.status).toBe(201);
  const created = TeamCreateResponse.parse(res.body);
  for (const member of members) {
    const joined = await api.post('/api/fanhua/team/join').set('Authorization', member.auth).send({ inviteCode: created.inviteCode });
    expect(joined.status).toBe(200);
    TeamJoinResponse.parse(joined.body);
  }
  return { id: created.teamId, inviteCode: created.inviteCode, name };
}

/** Grants a team some of one asset through the administrators' add-asset. */
export async function grant(api: Api, teamId: string, type: string, arg: string | null, count: number) {
  const res = await api.post('/api/fanhua/trade/add-asset').set('Authorization', admin.auth).send({ team_id: teamId, type, arg, count });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  ActionResponse.parse(res.body);
}

/** The team's inventory as 'type/arg' → count, read from the ledger. */
export async function inventory(teamId: string): Promise<Record<string, number>> {
  const lines = await listTeamAssets(teamId);
  return Object.fromEntries(lines.map((line) => [`${line.type}/${line.arg}`, line.count]));
}

/** Creates and confirms a trade, returning its id. */
export async function confirmedTrade(api: Api, leader: TestPlayer, toTeamId: string, items: { type: string; arg: string | null; count: number }[], msg = '') {
  const res = await api.post('/api/fanhua/trade/create').set('Authorization', leader.auth).send({ to_team_id: toTeamId, items, msg });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { trade_id } = TradeCreateResponse.parse(res.body);
  const confirmed = await api.post(`/api/fanhua/trade/confirm/${trade_id}`).set('Authorization', leader.auth);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(TradeActionResponse.parse(confirmed.body).trade.status).toBe('buyer_confirmed');
  return trade_id;
}

/** An offer of 3 bread for 2 masks, as the initiator's items read (what the initiator pays is negative). */
export const BREAD_FOR_MASKS = [
  { type: 'equipment', arg: 'mask', count: 2 },
  { type: 'food', arg: 'bread', count: -3 },
];

/** Two teams led by `leaderA` and `leaderB`: the first holds 10 bread, the second 4 masks (BREAD_FOR_MASKS can settle). */
export async function twoTradingTeams(api: Api, leaderA: TestPlayer, leaderB: TestPlayer) {
  const a = await teamWith(api, leaderA, '拾荒者');
  const b = await teamWith(api, leaderB, '守夜人');
  await grant(api, a.id, 'food', 'bread', 10);
  await grant(api, b.id, 'equipment', 'mask', 4);
  return { a, b };
}
