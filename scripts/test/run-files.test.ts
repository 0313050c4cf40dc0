import { createSign, createVerify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markOpenGames, writeRuntimeAppConfig } from '../lib/app-config.mjs';
import { ensureKeyPair } from '../lib/keys.mjs';
import { formatAccessLine, formatServiceLine } from '../lib/log-format.mjs';
import { readRunState, removeRunState, writeRunState } from '../lib/run-state.mjs';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'citygames-run-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('key pair of the local run', () => {
  it('creates an ES256 pair once, private key readable by the owner only, and keeps it afterwards', () => {
    const dir = join(tempDir(), 'keys');
    const first = ensureKeyPair(dir);
    expect(first.created).toBe(true);
    expect(statSync(first.privateKeyFile).mode & 0o077).toBe(0);
    const privateKey = readFileSync(first.privateKeyFile, 'utf8');
    const signature = createSign('SHA256').update('城市').sign(privateKey);
    expect(createVerify('SHA256').update('城市').verify(readFileSync(first.publicKeyFile, 'utf8'), signature)).toBe(true);
    const second = ensureKeyPair(dir);
    expect(second.created).toBe(false);
    expect(readFileSync(second.privateKeyFile, 'utf8')).toBe(privateKey);
  });
});

describe('runtime app-config.json', () => {
  it('marks each game open or not and keeps the rest of the configuration', () => {
    const config = {
      filing: { text: '备案' },
      games: [
        { id: 'pilotsh', title: 'a' },
        { id: 'fanhua', title: 'b' },
      ],
    };
    expect(markOpenGames(config, ['fanhua'])).toEqual({
      filing: { text: '备案' },
      games: [
        { id: 'pilotsh', title: 'a', open: false },
        { id: 'fanhua', title: 'b', open: true },
      ],
    });
  });

  it("starts from the organiser's file and says clearly when it is not JSON", () => {
    const dir = tempDir();
    const organiser = join(dir, 'mine.json');
    writeFileSync(organiser, JSON.stringify({ games: [{ id: 'polish120' }] }));
    const written = writeRuntimeAppConfig({ dataDir: dir, openGames: ['polish120'], organiserFile: organiser });
    expect(JSON.parse(readFileSync(written, 'utf8'))).toEqual({ games: [{ id: 'polish120', open: true }] });
    writeFileSync(organiser, '{ not json');
    expect(() => writeRuntimeAppConfig({ dataDir: dir, openGames: [], organiserFile: organiser })).toThrow(/不是合法的 JSON/);
  });
});

describe('run-state.json', () => {
  it('is found while its runner lives and removed on stop', () => {
    const dir = tempDir();
    const state = {
      mongoUri: 'mongodb://x',
      lane: 'jongodb',
      persistent: false,
      ports: { gateway: 9200 },
      pid: process.pid,
      url: 'u',
      games: [],
      gateway: 'node',
      startedAt: '',
    };
    writeRunState(dir, state);
    expect(readRunState(dir)).toEqual(state);
    removeRunState(dir);
    expect(readRunState(dir)).toBeNull();
  });

  it('is ignored when the runner that wrote it is gone', () => {
    const dir = tempDir();
    writeRunState(dir, { mongoUri: 'm', lane: 'l', persistent: true, ports: {}, pid: 2 ** 22 + 12345, url: '', games: [], gateway: 'node', startedAt: '' });
    expect(readRunState(dir)).toBeNull();
  });
});

describe('log lines', () => {
  it('turns a pino request line into method, path, status and time', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 0, 1, 8, 0, 0),
      msg: 'request completed',
      req: { method: 'POST', url: '/api/pilotsh/login' },
      res: { statusCode: 401 },
      responseTime: 12,
    });
    expect(formatServiceLine(line)).toMatch(/INFO\s+POST \/api\/pilotsh\/login 401 12ms$/);
  });

  it('keeps the message and the extra fields of other lines, and passes plain text through', () => {
    const line = JSON.stringify({ level: 40, time: Date.now(), pid: 1, hostname: 'h', name: 'svc-auth', msg: 'MongoDB lane', lane: 'uri' });
    expect(formatServiceLine(line)).toMatch(/WARN\s+MongoDB lane lane=uri$/);
    expect(formatServiceLine('Error: boom')).toBe('Error: boom');
  });

  it('shows API calls and failures of the gateway, and hides routine static files unless asked', () => {
    const staticOk = JSON.stringify({ method: 'GET', uri: '/static/js/main.js', status: 200, duration: 0.001 });
    expect(formatAccessLine(staticOk, 'api')).toBeNull();
    expect(formatAccessLine(staticOk, 'all')).toMatch(/GET \/static\/js\/main\.js 200 1ms/);
    expect(formatAccessLine(JSON.stringify({ method: 'GET', uri: '/missing.js', status: 404, duration: 0 }), 'api')).toMatch(/404/);
    const apiCall = JSON.stringify({ method: 'POST', uri: '/api/fanhua/login/', status: 200, duration: 0.2 });
    expect(formatAccessLine(apiCall, 'api')).toMatch(/200 200ms/);
    expect(formatAccessLine(apiCall, 'errors')).toBeNull();
    expect(formatAccessLine(JSON.stringify({ method: 'GET', uri: '/api/x/', status: 502, duration: 0 }), 'errors')).toMatch(/502/);
  });
});
