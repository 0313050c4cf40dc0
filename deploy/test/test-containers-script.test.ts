import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root.js';
import * as lane from '../../scripts/test-containers.mjs';

interface Detection {
  ok: boolean;
  reason?: string;
}
const { detectContainerEngine, directConnectionUri, noEngineLine, MONGO_PROJECTS } = lane as {
  detectContainerEngine(options: { timeoutMs: number; load: () => Promise<unknown> }): Promise<Detection>;
  directConnectionUri(uri: string): string;
  noEngineLine(reason: string): string;
  MONGO_PROJECTS: string[];
};

function runScript(env: Record<string, string>, limitMs: number) {
  return new Promise<{ code: number | null; lines: string[]; elapsedMs: number }>((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['scripts/test-containers.mjs'], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`test-containers.mjs still running after ${limitMs} ms: ${output}`));
    }, limitMs);
    child.once('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, lines: output.split('\n').filter((line) => line.trim() !== ''), elapsedMs: Date.now() - started });
    });
  });
}

describe('container test lane: finding an engine', () => {
  it('reports no engine when the runtime lookup fails', async () => {
    const result = await detectContainerEngine({
      timeoutMs: 1000,
      load: () => Promise.reject(new Error('Could not find a working container runtime strategy')),
    });
    expect(result).toEqual({ ok: false, reason: 'Could not find a working container runtime strategy' });
  });

  it('gives up on an engine that never answers instead of hanging', async () => {
    const result = await detectContainerEngine({ timeoutMs: 50, load: () => new Promise(() => undefined) });
    expect(result.ok).toBe(false);
    expect(result.reason).toContain('50 ms');
  });

  it('uses an engine that answers', async () => {
    const client = { info: 'engine' };
    await expect(detectContainerEngine({ timeoutMs: 1000, load: async () => client })).resolves.toEqual({ ok: true, client });
  });

  it('connects the suites to the replica set directly (its member name only resolves inside the container network)', () => {
    expect(directConnectionUri('mongodb://localhost:32771')).toBe('mongodb://localhost:32771/?directConnection=true');
    expect(directConnectionUri('mongodb://u:p@127.0.0.1:32771?authSource=admin')).toBe('mongodb://u:p@127.0.0.1:32771/?authSource=admin&directConnection=true');
  });

  it('runs every project whose suites use MongoDB', () => {
    expect(MONGO_PROJECTS).toEqual(['service-kit', 'task-engine', 'svc-auth', 'svc-pilotsh', 'svc-polish120', 'svc-fanhua', 'deploy']);
  });
});

describe('npm run test:containers without a usable engine', () => {
  it('prints one line and exits 0 when DOCKER_HOST accepts connections but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const home = mkdtempSync(join(tmpdir(), 'citygames-tc-home-'));
    try {
      const { port } = silent.address() as AddressInfo;
      const result = await runScript({ DOCKER_HOST: `tcp://127.0.0.1:${port}`, HOME: home, CONTAINER_ENGINE_TIMEOUT_MS: '2500' }, 15_000);
      expect(result.code).toBe(0);
      expect(result.lines).toEqual([noEngineLine('2500 ms 内没有应答')]);
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      rmSync(home, { recursive: true, force: true });
    }
  });
});
