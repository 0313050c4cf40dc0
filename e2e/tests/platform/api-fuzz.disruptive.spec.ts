import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MongoClient } from 'mongodb';
import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { serviceSurfaces, type Endpoint, type ServiceSurface } from '../../support/service-routes';

/**
 * Malformed requests to every endpoint of every service, through the gateway. Each
 * must get a 4xx JSON answer with a Chinese message, and no database may change. A *.disruptive file, so
 * it runs alone after the journeys (no other journey writes while the databases are compared).
 */
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT_BASE ?? 18080}`;
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `citygames-e2e-${process.env.E2E_PORT_BASE ?? 18080}`);
const GAMES = ['pilotsh', 'polish120', 'fanhua'] as const;
const CHINESE = /[\u4e00-\u9fff]/;

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * When each player was last seen: any request with a valid token moves it forward (at most once a minute per
 * process), so whether it moves during the run depends on when the account was last used, not on the input.
 */
const LAST_SEEN_COLLECTIONS = new Set(['player_activity']);

/** Every document of every collection of the four services' databases, hashed. */
async function fingerprint(client: MongoClient, surfaces: ServiceSurface[]): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const surface of surfaces) {
    const name = surface.service === 'svc-auth' ? 'citygames_auth' : `citygames_${surface.service.slice('svc-'.length)}`;
    const db = client.db(name);
    for (const collection of surface.collections) {
      if (LAST_SEEN_COLLECTIONS.has(collection)) continue;
      const documents = await db.collection(collection).find().sort({ _id: 1 }).toArray();
      prints[`${name}.${collection}`] = createHash('sha256').update(JSON.stringify(documents)).digest('hex');
    }
  }
  return prints;
}

const OPERATOR = { $gt: '' };
/** Field names the services read; each gets an operator object, a number, an array and a nested object. */
const FIELDS = [
  'name',
  'phone',
  'password',
  'answer',
  'code',
  'pos',
  'taskId',
  'task_id',
  'areaId',
  'area_id',
  'teamId',
  'team_id',
  'id',
  'content',
  'message',
  'amount',
  'target',
  'targetTeam',
  'leader',
  'inviteCode',
  'invite_code',
  'latitude',
  'longitude',
  'accuracy',
  'lat',
  'lng',
  'type',
  'items',
  'assets',
  'card',
  'count',
  'player',
  'playerId',
  'stage',
  'key',
  'talents',
];
const PATH_PARAM_VALUES = ['..%2F..%2F..%2Fetc%2Fpasswd', '..', '%7B%22%24gt%22%3A%22%22%7D', 'x'.repeat(3000), '%E4%B8%80%FF'];

interface BodyVariant {
  label: string;
  body: Buffer | string;
  headers?: Record<string, string>;
  /** Well-formed JSON whose fields are wrong: an endpoint that takes no input at all may rightly ignore it. */
  wrongFields?: boolean;
}

function malformedBodies(): BodyVariant[] {
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  return [
    { label: 'broken JSON', body: '{"name": ' },
    { label: 'JSON string', body: '"just text"' },
    { label: 'JSON number', body: '12345' },
    { label: 'array', body: '[1,2,3]', wrongFields: true },
    { label: 'deeply nested arrays', body: deep, wrongFields: true },
    { label: 'deeply nested objects', body: deepObject, wrongFields: true },
    { label: 'empty object', body: '{}', wrongFields: true },
    { label: 'operator objects', body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, OPERATOR]))), wrongFields: true },
    { label: 'numbers for everything', body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, 1e308]))), wrongFields: true },
    { label: 'arrays for everything', body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, ['a', { $ne: 1 }]]))), wrongFields: true },
    { label: 'nested objects for everything', body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, { a: { b: 1 } }]))), wrongFields: true },
    { label: 'prototype pollution', body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}', wrongFields: true },
    { label: 'gzip body', body: gzipSync('{}'), headers: { 'Content-Encoding': 'gzip' } },
    { label: 'corrupt gzip body', body: Buffer.from('not gzip'), headers: { 'Content-Encoding': 'gzip' } },
    { label: 'unknown encoding', body: '{}', headers: { 'Content-Encoding': 'x-weird' } },
    { label: 'oversized body', body: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }) },
    { label: 'latin-1 charset', body: '{}', headers: { 'Content-Type': 'application/json; charset=latin1' } },
  ];
}

function withParams(path: string, value: string): string {
  return path.replace(/:[A-Za-z_]+/g, value);
}

async function tokenFor(game: (typeof GAMES)[number]): Promise<string> {
  const account = newAccount('模糊');
  const register = await send(
    'POST',
    game === 'fanhua' ? '/api/fanhua/players/' : `/api/${game}/players`,
    { 'Content-Type': 'application/json' },
    JSON.stringify(account),
  );
  expect(register.status, register.text).toBe(201);
  const login = await send(
    'POST',
    game === 'fanhua' ? '/api/fanhua/login/' : `/api/${game}/login`,
    { 'Content-Type': 'application/json' },
    JSON.stringify(game === 'fanhua' ? { name: account.name, password: account.password } : { phone: account.phone, password: account.password }),
  );
  expect(login.status, login.text).toBe(200);
  return (JSON.parse(login.text) as { token: string }).token;
}

function gameOf(endpoint: Endpoint): (typeof GAMES)[number] | null {
  return GAMES.find((game) => endpoint.path.startsWith(`/api/${game}/`) || endpoint.path.startsWith('/api/:game/')) ?? null;
}

test('malformed requests to every endpoint answer 4xx JSON in Chinese and change nothing', async () => {
  test.setTimeout(600_000);
  const surfaces = serviceSurfaces();
  const endpoints = surfaces
    .flatMap((surface) => surface.endpoints)
    .filter((endpoint) => endpoint.path.startsWith('/api/') && !endpoint.path.endsWith('/health') && !endpoint.path.endsWith('/msg/stream'));
  // A sanity floor: route discovery that found almost nothing would make this test pass for nothing.
  expect(endpoints.length).toBeGreaterThan(40);

  const tokens = { pilotsh: await tokenFor('pilotsh'), polish120: await tokenFor('polish120'), fanhua: await tokenFor('fanhua') };
  const mongoUri = (JSON.parse(readFileSync(join(dataDir, 'run-state.json'), 'utf8')) as { mongoUri: string }).mongoUri;
  const client = new MongoClient(mongoUri);
  await client.connect();
  const failures: string[] = [];
  try {
    // First contact (fanhua remembers a player on the first authenticated request) before the snapshot.
    for (const game of GAMES) await send('GET', `/api/${game}/players/is_admin`, { Authorization: `Bearer ${tokens[game]}` });
    await send('GET', '/api/fanhua/team/current', { Authorization: `Bearer ${tokens.fanhua}` });
    // Endpoints that take no input at all (an action for the caller, like a radio stream ticket) succeed on
    // an empty object; they are found here, before the snapshot, and spared the well-formed wrong-field bodies.
    const takesNoInput = new Set<string>();
    for (const endpoint of endpoints) {
      const game = gameOf(endpoint);
      if (endpoint.method !== 'POST' || endpoint.path.includes(':') || !game) continue;
      const probe = await send('POST', endpoint.path, { Authorization: `Bearer ${tokens[game]}`, 'Content-Type': 'application/json' }, '{}');
      if (probe.status < 300) takesNoInput.add(endpoint.path);
    }
    const before = await fingerprint(client, surfaces);

    const check = (what: string, answer: Answer) => {
      let message = '';
      try {
        message = String((JSON.parse(answer.text) as { message?: unknown }).message ?? '');
      } catch {
        message = '';
      }
      const ok = answer.status >= 400 && answer.status < 500 && answer.contentType.startsWith('application/json') && CHINESE.test(message);
      if (!ok) failures.push(`${what} → ${answer.status} ${answer.contentType} ${answer.text.slice(0, 160)}`);
    };

    for (const endpoint of endpoints) {
      const games = endpoint.path.startsWith('/api/:game/') ? GAMES : [gameOf(endpoint)].filter((game) => game !== null);
      for (const game of games) {
        const path = endpoint.path.replace('/api/:game/', `/api/${game}/`);
        const plainPath = withParams(path, 'fuzz');
        const auth = { Authorization: `Bearer ${tokens[game]}` };
        const label = `${endpoint.method} ${path}`;
        const isAuthRoute = /\/(login|players)$/.test(path);
        if (!isAuthRoute) {
          check(`${label} without a token`, await send(endpoint.method, plainPath, {}));
          check(`${label} with a forged token`, await send(endpoint.method, plainPath, { Authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' }));
        }
        if (path.includes(':')) {
          for (const value of PATH_PARAM_VALUES) {
            const answer = await send(
              endpoint.method,
              withParams(path, value),
              { ...auth, 'Content-Type': 'application/json' },
              endpoint.method === 'GET' ? undefined : '{}',
            );
            check(`${label} with parameter ${value.slice(0, 30)}`, answer);
          }
        }
        if (endpoint.method === 'GET') {
          // A read may ignore query fields it does not use (and answer 200), but never fail on them or answer in HTML.
          const query = FIELDS.map((field) => `${field}[$gt]=&${field}[]=1&${field}=%00`).join('&');
          const answer = await send('GET', `${plainPath}?${query}`, auth);
          if (answer.status >= 500 || !answer.contentType.startsWith('application/json')) {
            failures.push(`${label} with operator objects in the query → ${answer.status} ${answer.contentType}`);
          }
          continue;
        }
        for (const variant of malformedBodies()) {
          if (variant.wrongFields && takesNoInput.has(path)) continue;
          const headers = { ...auth, 'Content-Type': 'application/json', ...variant.headers };
          check(`${label} with ${variant.label}`, await send(endpoint.method, plainPath, headers, variant.body));
        }
      }
    }
    // The services' Prometheus metrics stay off the public gateway.
    for (const path of ['/metrics', '/api/metrics', ...GAMES.map((game) => `/api/${game}/metrics`)]) {
      const answer = await send('GET', path, {});
      expect(answer.text, path).not.toMatch(/^# (HELP|TYPE) /m);
    }
    const after = await fingerprint(client, surfaces);
    for (const [collection, print] of Object.entries(after)) {
      if (before[collection] !== print) failures.push(`${collection} changed`);
    }
  } finally {
    await client.close();
  }
  expect(failures, `${failures.length} answers were not 4xx JSON with a Chinese message, or data changed`).toEqual([]);
});
