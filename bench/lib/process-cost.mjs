// @ts-check
// What a request costs the process that answers it, whatever the database lane: its CPU (the database's own time is
// another process, so it is left out) and its commands to the database (round trips). A service reports both in
// its /metrics (process_cpu_seconds_total, mongodb_commands_total); the bare baseline in GET /bare/cost.
import http from 'node:http';
import { send } from './load-generator.mjs';

/** @typedef {{ cpuSeconds: number, commands: number }} ProcessCost */

/**
 * The CPU seconds and database commands a process has used so far.
 * @param {number} port @param {'service' | 'bare'} kind @returns {Promise<ProcessCost>}
 */
export async function costSoFar(port, kind) {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await send(agent, port, { method: 'GET', path: kind === 'bare' ? '/bare/cost' : '/metrics' });
  if (answer.status !== 200) throw new Error(`读取进程开销失败（端口 ${port}）：${answer.status}`);
  if (kind === 'bare') return JSON.parse(answer.body);
  const metric = (/** @type {string} */ name) => {
    const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(answer.body)?.[1];
    if (value === undefined) throw new Error(`/metrics（端口 ${port}）里没有 ${name}`);
    return Number(value);
  };
  return { cpuSeconds: metric('process_cpu_seconds_total'), commands: metric('mongodb_commands_total') };
}

/**
 * Runs `measure` (a load of `requests` requests against the process on `port`) and divides what the process spent
 * meanwhile by its requests.
 * @template {{ requests: number }} T
 * @param {number} port @param {'service' | 'bare'} kind @param {() => Promise<T>} measure
 * @returns {Promise<T & { cost: { cpuSeconds: number, commands: number } }>}
 */
export async function withProcessCost(port, kind, measure) {
  const before = await costSoFar(port, kind);
  const result = await measure();
  const after = await costSoFar(port, kind);
  return { ...result, cost: { cpuSeconds: after.cpuSeconds - before.cpuSeconds, commands: after.commands - before.commands } };
}

/**
 * Per request: CPU in microseconds and database commands, over one or more measured loads.
 * @param {Array<{ requests: number, cost: { cpuSeconds: number, commands: number } }>} runs
 */
export function costPerRequest(...runs) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const cpuSeconds = runs.reduce((sum, run) => sum + run.cost.cpuSeconds, 0);
  const commands = runs.reduce((sum, run) => sum + run.cost.commands, 0);
  if (requests === 0) return { cpuMicros: null, commands: null };
  return { cpuMicros: Math.round((cpuSeconds / requests) * 1e6 * 10) / 10, commands: Math.round((commands / requests) * 100) / 100 };
}
