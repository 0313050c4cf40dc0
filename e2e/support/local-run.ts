import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A second `npm start` (or `npm run dev`) of its own (jongodb lane, already built), for the journeys that
 * kill or stop parts of a local run or the run itself. It uses E2E_PORT_BASE + 200 (dev: + 300) and a data
 * folder of its own, so the platform of `npm run e2e` is not touched. Like a command typed in a terminal,
 * the run leads a process group of its own: Ctrl-C and a closed terminal signal that whole group.
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
  /**
   * Stops the run the way a user does, and waits for it to exit: by default Ctrl-C (SIGINT to the
   * whole group); SIGHUP to the group is a closed terminal; `to: 'runner'` is `kill <pid>`.
   */
  stop(signal?: NodeJS.Signals, to?: 'group' | 'runner'): Promise<void>;
}

export interface LocalRunOptions {
  /** `start` (npm start, the default) or `dev` (npm run dev). */
  command?: 'start' | 'dev';
  /** Seconds between periodic jongodb snapshots (default 1). */
  snapshotSeconds?: number;
  /** More environment, e.g. GATEWAY. */
  env?: Record<string, string>;
}

export function localRunPorts(command: 'start' | 'dev' = 'start') {
  const portBase = Number(process.env.E2E_PORT_BASE ?? 18080) + (command === 'start' ? 200 : 300);
  return { portBase, dataDir: join(tmpdir(), `citygames-e2e-local-${command === 'start' ? 'run' : 'dev'}-${portBase}`) };
}

/** Removes the data folder of the journeys' own run (a fresh event). */
export function freshLocalRunData(command: 'start' | 'dev' = 'start'): void {
  rmSync(localRunPorts(command).dataDir, { recursive: true, force: true });
}

export async function startLocalRun({ command = 'start', snapshotSeconds = 1, env = {} }: LocalRunOptions = {}): Promise<LocalRun> {
  const { portBase, dataDir } = localRunPorts(command);
  const child = spawn(process.execPath, [join(REPO_ROOT, `scripts/${command}.mjs`), '--no-build'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT_BASE: String(portBase),
      DATA_DIR: dataDir,
      MONGO_LANE: 'jongodb',
      SNAPSHOT_SECONDS: String(snapshotSeconds),
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
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
    stop: async (signal = 'SIGINT', to = 'group') => {
      if (child.exitCode === null && child.signalCode === null) {
        if (to === 'group') process.kill(-(child.pid as number), signal);
        else child.kill(signal);
      }
      await exited;
    },
  };
  await run.waitFor(/按 Ctrl-C 停止全部进程/, command === 'start' ? 120_000 : 300_000).catch(async (error: unknown) => {
    await run.stop();
    throw error;
  });
  return run;
}
