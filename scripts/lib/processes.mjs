// Running child processes with prefixed, line-buffered output, and a small pool for parallel work.
import { spawn } from 'node:child_process';

const COLORS = [36, 33, 35, 32, 34, 96, 93, 95];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
/** @type {Map<string, number>} */
const colorOf = new Map();

/** A fixed-width, coloured name column so interleaved logs stay readable. @param {string} part */
export function partLabel(part) {
  if (!colorOf.has(part)) colorOf.set(part, COLORS[colorOf.size % COLORS.length] ?? 36);
  const text = part.padEnd(13);
  return useColor ? `\x1b[${colorOf.get(part)}m${text}\x1b[0m` : text;
}

/** @param {string} part @param {string} line */
export function printLine(part, line) {
  process.stdout.write(`${partLabel(part)} ${line}\n`);
}

/**
 * Calls onLine for each complete line of a stream.
 * @param {NodeJS.ReadableStream} stream
 * @param {(line: string) => void} onLine
 */
export function forEachLine(stream, onLine) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (/** @type {string} */ chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(line.replace(/\r$/, ''));
  });
  stream.on('end', () => {
    if (pending.trim()) onLine(pending);
  });
}

/**
 * Runs a command to completion, printing its output under `part`; rejects on a non-zero exit.
 * @param {string} part
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 */
export function runCommand(part, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const tail = [];
    const onLine = (/** @type {string} */ line) => {
      tail.push(line);
      if (tail.length > 60) tail.shift();
      if (!options.quiet) printLine(part, line);
    };
    forEachLine(child.stdout, onLine);
    forEachLine(child.stderr, onLine);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(undefined);
      else {
        if (options.quiet) for (const line of tail) printLine(part, line);
        reject(new Error(`${part} 失败（退出码 ${code}）`));
      }
    });
  });
}

/**
 * Runs async jobs with at most `limit` at a time; waits for all, then rejects with the first failure.
 * @template T
 * @param {number} limit
 * @param {(() => Promise<T>)[]} jobs
 */
export async function runPool(limit, jobs) {
  /** @type {unknown[]} */
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      try {
        await job?.();
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  if (failures.length > 0) throw failures[0];
}
