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
 * Runs `measure` (a load against the process on `port`) and says what the process spent meanwhile on the load alone:
 * first it watches the idle process for `idleSeconds` (timers, database polling, heartbeats, the content recheck), then
 * subtracts that background rate over the load's duration. Without this, a slow run divides a fixed background
 * over few requests and reports it as the cost of a request.
 * @template {{ requests: number, seconds: number }} T
 * @param {number} port @param {'service' | 'bare'} kind @param {() => Promise<T>} measure @param {number} [idleSeconds]
 * @returns {Promise<T & { cost: { cpuSeconds: number, commands: number }, background: { cpuPerSecond: number, commandsPerSecond: number } }>}
 */
export async function withProcessCost(port, kind, measure, idleSeconds = 2) {
  const idleStart = await costSoFar(port, kind);
  const idleStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const before = await costSoFar(port, kind);
  const idleElapsed = (performance.now() - idleStarted) / 1000;
  const result = await measure();
  const after = await costSoFar(port, kind);
  return { ...result, ...costOfLoad({ from: idleStart, to: before, seconds: idleElapsed }, { from: before, to: after, seconds: result.seconds }) };
}

/**
 * What a load cost the process, less the background it spends when idle (the idle window's rate over the load's duration).
 * @param {{ from: ProcessCost, to: ProcessCost, seconds: number }} idle @param {{ from: ProcessCost, to: ProcessCost, seconds: number }} load
 */
export function costOfLoad(idle, load) {
  const background = {
    cpuPerSecond: (idle.to.cpuSeconds - idle.from.cpuSeconds) / idle.seconds,
    commandsPerSecond: (idle.to.commands - idle.from.commands) / idle.seconds,
  };
  const cost = {
    cpuSeconds: Math.max(0, load.to.cpuSeconds - load.from.cpuSeconds - background.cpuPerSecond * load.seconds),
    commands: Math.max(0, load.to.commands - load.from.commands - background.commandsPerSecond * load.seconds),
  };
  return { cost, background };
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
