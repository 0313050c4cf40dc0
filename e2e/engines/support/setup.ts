import { expect, type APIRequestContext } from 'playwright/test';
import { DEMO_ADMIN, newAccount, type NewAccount } from '../../support/accounts';
import { createTeamAsOrganizer, DEMO_ORGANIZER } from '../../support/organizer';

/**
 * What a core journey needs before the page opens, made through the gateway's API so every journey
 * starts from its own fresh accounts and teams (the Chromium journeys of the same run have already
 * played the demo teams).
 */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

export async function organizerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/organizer/login', { data: { phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password } });
  return (await ok<{ token: string }>(response, 'organiser login')).token;
}

/** A newly registered player of pilotsh or polish120, made leader of a new team by the organiser. */
export async function leaderOfNewTeam(request: APIRequestContext, game: 'pilotsh' | 'polish120', teamName: string): Promise<NewAccount> {
  const account = newAccount('引擎');
  await ok(await request.post(`/api/${game}/players`, { data: account }), `${game} register`);
  // The roster has one version per game: a team made at the same moment by the other engine's journey makes
  // this one answer 409, and the organiser simply tries again (createTeamAsOrganizer).
  await createTeamAsOrganizer(request, await organizerToken(request), game, teamName, account.phone);
  return account;
}

/** A bearer token from a game's login endpoint (fanhua takes the phone as `name`). */
export async function gameToken(request: APIRequestContext, game: 'pilotsh' | 'polish120' | 'fanhua', phone: string, password: string): Promise<string> {
  const response =
    game === 'fanhua'
      ? await request.post('/api/fanhua/login/', { data: { name: phone, password } })
      : await request.post(`/api/${game}/login`, { data: { phone, password } });
  return (await ok<{ token: string }>(response, `${game} login`)).token;
}

/** A call to the fanhua API with a bearer token, checked for a 2xx answer. */
export async function fanhuaCall<T = Record<string, unknown>>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  return ok<T>(await request.post(`/api/fanhua${path}`, { headers: { Authorization: `Bearer ${token}` }, data }), `POST ${path}`);
}

/** A newly registered fanhua player leading a new team. */
export async function fanhuaLeader(request: APIRequestContext, teamName: string): Promise<{ account: NewAccount; token: string; teamId: string }> {
  const account = newAccount('引擎');
  await ok(await request.post('/api/fanhua/players/', { data: account }), 'fanhua register');
  const token = await gameToken(request, 'fanhua', account.phone, account.password);
  const { teamId } = await fanhuaCall<{ teamId: string }>(request, token, '/team/create', { name: teamName, description: '多引擎旅程' });
  return { account, token, teamId };
}

export async function fanhuaAdminToken(request: APIRequestContext): Promise<string> {
  return gameToken(request, 'fanhua', DEMO_ADMIN.phone, DEMO_ADMIN.password);
}
