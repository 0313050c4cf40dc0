import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlatform } from '../lib/platform.mjs';
import { writeRunState } from '../lib/run-state.mjs';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function occupy(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', () => resolve()));
  cleanups.push(() => server.close());
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'citygames-preflight-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('startPlatform refuses to start over something that is running', () => {
  it('names the busy port and suggests another PORT_BASE', async () => {
    const { port } = await occupy();
    await expect(startPlatform({ portBase: port, dataDir: dataDir(), games: ['fanhua'], build: false, log: () => {} })).rejects.toThrow(
      `端口 ${port} 已被占用`,
    );
  });

  it('refuses a DATA_DIR that another live platform uses', async () => {
    const dir = dataDir();
    const parent = process.ppid; // alive for the whole test
    writeRunState(dir, {
      mongoUri: 'm',
      lane: 'jongodb',
      persistent: false,
      ports: {},
      pid: parent,
      url: 'http://localhost:1',
      games: [],
      gateway: 'node',
      startedAt: '',
    });
    await expect(startPlatform({ portBase: 9700, dataDir: dir, games: ['fanhua'], build: false, log: () => {} })).rejects.toThrow(
      /已被另一个正在运行的平台使用/,
    );
  });
});
