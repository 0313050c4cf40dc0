import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@citygames/contracts/common/error.schema';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { AccountModel } from '../src/accounts/account.model.js';
import { LoginAttemptModel } from '../src/rate-limit/login-attempt.model.js';
import { CHINESE, createTestAuthApp, register } from './support/test-auth-app.js';

useTestDatabase('auth_bad_input');
const { app } = createTestAuthApp();

beforeEach(async () => {
  await clearDatabase();
});

const valid = { name: '小明', phone: '13812345678', password: 'secret12' };

/** Every bad request must get a 4xx JSON answer with a Chinese message and write nothing. */
async function expectRefused(response: request.Response, status: number, message?: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const refusal = ErrorResponse.parse(response.body);
  expect(refusal.success).toBe(false);
  expect(refusal.message).toMatch(CHINESE);
  if (message) expect(refusal.message).toMatch(message);
  expect(JSON.stringify(response.body)).not.toMatch(/stack|at .*\.ts/);
  expect(await AccountModel.countDocuments({})).toBe(0);
}

const registerPaths = ['/api/pilotsh/players', '/api/polish120/players', '/api/fanhua/players/'];
const loginPaths = ['/api/pilotsh/login', '/api/polish120/login', '/api/fanhua/login/'];

describe.each(registerPaths)('registration at %s refuses bad input', (path) => {
  it('malformed JSON', async () => {
    const response = await request(app).post(path).set('Content-Type', 'application/json').send('{"name": "小明", "phone": ');
    await expectRefused(response, 400, /JSON/);
  });

  it('a body that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', 'null']) {
      const response = await request(app).post(path).set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
      await expectRefused(response, 400);
    }
  });

  it('no JSON body at all', async () => {
    const response = await request(app).post(path).set('Content-Type', 'text/plain').send('name=小明');
    await expectRefused(response, 400);
  });

  it.each(['name', 'phone', 'password'] as const)('missing %s', async (field) => {
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    const response = await request(app).post(path).send(body);
    await expectRefused(response, 400, /请填写/);
  });

  it.each(['name', 'phone', 'password'] as const)('empty %s', async (field) => {
    const response = await request(app)
      .post(path)
      .send({ ...valid, [field]: field === 'password' ? '' : '   ' });
    await expectRefused(response, 400, /请填写/);
  });

  it.each([
    ['phone', 13812345678],
    ['phone', ['13812345678']],
    ['name', true],
    ['password', 123456],
  ] as const)('%s of the wrong type (%j)', async (field, value) => {
    const response = await request(app)
      .post(path)
      .send({ ...valid, [field]: value });
    await expectRefused(response, 400, /必须是文字/);
  });

  it.each(['name', 'phone', 'password'] as const)('an operator object in place of %s', async (field) => {
    const response = await request(app)
      .post(path)
      .send({ ...valid, [field]: { $gt: '' } });
    await expectRefused(response, 400, /必须是文字/);
  });

  it('a phone that is not a mainland mobile number', async () => {
    for (const phone of ['12812345678', '1381234567', '138123456789', '023-12345678', 'abcdefghijk']) {
      const response = await request(app)
        .post(path)
        .send({ ...valid, phone });
      await expectRefused(response, 400, /手机号格式不正确/);
    }
  });

  it('a password shorter than 6 or longer than 64 characters', async () => {
    for (const password of ['12345', 'x'.repeat(65)]) {
      const response = await request(app)
        .post(path)
        .send({ ...valid, password });
      await expectRefused(response, 400, /密码长度须为 6–64 个字符/);
    }
  });

  it('a name longer than 20 characters, with control characters, or shaped like a phone', async () => {
    const cases: Array<[string, RegExp]> = [
      ['名'.repeat(21), /不能超过 20 个字符/],
      ['小\n明', /控制字符/],
      ['13912345678', /用户名不能是手机号/],
    ];
    for (const [name, message] of cases) {
      const response = await request(app)
        .post(path)
        .send({ ...valid, name });
      await expectRefused(response, 400, message);
    }
  });

  it('an oversized body', async () => {
    const response = await request(app)
      .post(path)
      .send({ ...valid, padding: 'x'.repeat(10_000) });
    await expectRefused(response, 413, /过大/);
  });
});

it('fanhua registration refuses a joinTeam that is not a boolean', async () => {
  const response = await register(app, 'fanhua', { ...valid, joinTeam: { $ne: false } });
  await expectRefused(response, 400, /joinTeam/);
});

describe.each(loginPaths)('login at %s refuses bad input', (path) => {
  const field = path.includes('fanhua') ? 'name' : 'phone';

  it('malformed JSON', async () => {
    const response = await request(app).post(path).set('Content-Type', 'application/json').send('{"password":');
    await expectRefused(response, 400, /JSON/);
  });

  it('missing fields', async () => {
    for (const body of [{}, { [field]: valid.phone }, { password: valid.password }]) {
      const response = await request(app).post(path).send(body);
      await expectRefused(response, 400, /请填写/);
    }
  });

  it('operator objects and wrong types', async () => {
    for (const body of [
      { [field]: { $gt: '' }, password: valid.password },
      { [field]: valid.phone, password: { $gt: '' } },
      { [field]: { $regex: '.*' }, password: { $ne: null } },
      { [field]: 13812345678, password: 'secret12' },
    ]) {
      const response = await request(app).post(path).send(body);
      await expectRefused(response, 400, /必须是文字/);
      expect(response.body.token).toBeUndefined();
    }
  });

  it('an oversized body', async () => {
    const response = await request(app)
      .post(path)
      .send({ [field]: valid.phone, password: 'x'.repeat(10_000) });
    await expectRefused(response, 413, /过大/);
  });

  it('counts no login attempt for refused input', async () => {
    await request(app)
      .post(path)
      .send({ [field]: { $gt: '' }, password: 'x' });
    expect(await LoginAttemptModel.countDocuments({})).toBe(0);
  });
});

it('an operator object cannot reach an account that exists', async () => {
  await register(app, 'pilotsh', valid);
  const response = await request(app)
    .post('/api/pilotsh/login')
    .send({ phone: { $gt: '' }, password: { $gt: '' } });
  expect(response.status).toBe(400);
  expect(response.body.token).toBeUndefined();
  const fanhua = await request(app)
    .post('/api/fanhua/login')
    .send({ name: { $ne: 'x' }, password: valid.password });
  expect(fanhua.status).toBe(400);
});
