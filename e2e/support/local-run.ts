import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A second `npm start` of its own (jongodb lane, already built), for the journeys that kill parts of a
 * local run or the run itself. It uses E2E_PORT_BASE + 200 and a data folder of its own, so the
 * platform of `npm run e2e` is not touched.
 */
const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LocalRun {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the run printed so far. */
  output(): string;
  /** Resolves once a line matching `pattern` appears after `from` characters of output. */
  waitFor(pattern: RegExp, timeoutMs?: number, from?: number): Promise<string>;
  /** pids of the run's parts from DATA_DIR/processes.json (runner, mongo, svc-*, gateway). */
  pids(): Record<string, number>;
  /** Ctrl-C, and wait for the run to exit. */
  stop(): Promise<void>;
}

export function localRunPorts() {
  const portBase = Number(process.env.E2E_PORT_BASE ?? 18080) + 200;
  return { portBase, dataDir: join(tmpdir(), `citygames-e2e-local-run-${portBase}`) };
}

/** Removes the data folder of the journeys' own run (a fresh event). */
export function freshLocalRunData(): void {
  rmSync(localRunPorts().dataDir, { recursive: true, force: true });
}

export async function startLocalRun(): Promise<LocalRun> {
  const { portBase, dataDir } = localRunPorts();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts/start.mjs'), '--no-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT_BASE: String(portBase), DATA_DIR: dataDir, MONGO_LANE: 'jongodb', SNAPSHOT_SECONDS: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      text += chunk;
      for (const listener of listeners) listener();
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const run: LocalRun = {
    url: `http://localhost:${portBase}`,
    dataDir,
    child,
    output: () => text,
    waitFor: (pattern, timeoutMs = 90_000, from = 0) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const line = text
            .slice(from)
            .split('\n')
            .find((candidate) => pattern.test(candidate));
          if (line === undefined) return;
          cleanup();
          resolve(line);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`本地运行在 ${timeoutMs / 1000} 秒内没有打印 ${pattern}；输出末尾：\n${text.slice(-3000)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    pids: () => {
      const state = JSON.parse(readFileSync(join(dataDir, 'processes.json'), 'utf8')) as { runnerPid: number; parts: Record<string, { pid: number }> };
      return { runner: state.runnerPid, ...Object.fromEntries(Object.entries(state.parts).map(([part, { pid }]) => [part, pid])) };
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
  await run.waitFor(/按 Ctrl-C 停止全部进程/, 120_000).catch(async (error: unknown) => {
    await run.stop();
    throw error;
  });
  return run;
}
