// Which processes a local run started, in DATA_DIR/processes.json, so that the next start can end what a
// killed run (SIGKILL, a closed terminal) left behind: its database, nginx and services would otherwise
// keep the ports and the in-memory data of the dead run.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ pid: number, marker: string, group?: boolean }} RecordedProcess */

/**
 * Ends a process group that a killed leader left behind (nginx's workers keep the port after their
 * master is killed). Does nothing where groups do not exist or the group is gone.
 * @param {number | undefined} leaderPid
 */
export async function endProcessGroup(leaderPid) {
  if (!leaderPid || process.platform === 'win32') return;
  const groupExists = () => {
    try {
      process.kill(-leaderPid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-leaderPid, 'SIGKILL');
  } catch {
    return; // no such group any more
  }
  // Until the last member is gone it may still hold the port.
  const deadline = Date.now() + 5000;
  while (groupExists() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** @param {string} dataDir */
const registryFile = (dataDir) => join(dataDir, 'processes.json');

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command line of a process, to make sure a recorded pid was not reused by something else. @param {number} pid */
function commandLineOf(pid) {
  try {
    if (existsSync(`/proc/${pid}/cmdline`)) return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    if (process.platform === 'win32') return '';
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

/**
 * @param {string} dataDir
 * @param {(line: string) => void} log
 */
export function createProcessRegistry(dataDir, log) {
  /** @type {Record<string, RecordedProcess>} */
  const parts = {};
  const save = () => writeFileSync(registryFile(dataDir), `${JSON.stringify({ runnerPid: process.pid, parts }, null, 2)}\n`);
  return {
    /** Ends what a previous run whose runner is gone left running, and waits until it is gone. Call before taking the ports. */
    async reapLeftovers() {
      const file = registryFile(dataDir);
      if (!existsSync(file)) return;
      /** @type {{ runnerPid?: number, parts?: Record<string, RecordedProcess> }} */
      let previous = {};
      try {
        previous = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        // unreadable: nothing to reap
      }
      if (previous.runnerPid && previous.runnerPid !== process.pid && isAlive(previous.runnerPid)) return;
      const ended = [];
      for (const [part, recorded] of Object.entries(previous.parts ?? {})) {
        if (!isAlive(recorded.pid) || !commandLineOf(recorded.pid).includes(recorded.marker)) continue;
        try {
          if (recorded.group) await endProcessGroup(recorded.pid);
          else process.kill(recorded.pid, 'SIGKILL');
          ended.push(`${part}（进程 ${recorded.pid}）`);
        } catch {
          // already gone
        }
      }
      const pids = Object.values(previous.parts ?? {}).map((recorded) => recorded.pid);
      const deadline = Date.now() + 5000;
      while (pids.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (ended.length > 0) log(`上次运行没有正常停止，已结束它留下的进程：${ended.join('、')}`);
      rmSync(file, { force: true });
    },
    /**
     * @param {string} part @param {number | undefined} pid @param {string} marker a text its command line contains
     * @param {{ group?: boolean }} [options] group: the process leads a group of its own, end the whole group
     */
    record(part, pid, marker, options = {}) {
      if (!pid) return;
      parts[part] = { pid, marker, ...(options.group ? { group: true } : {}) };
      save();
    },
    remove() {
      rmSync(registryFile(dataDir), { force: true });
    },
  };
}
