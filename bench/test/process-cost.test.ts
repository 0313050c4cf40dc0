import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costOfLoad, costPerRequest, costSoFar, withProcessCost } from '../lib/process-cost.mjs';

/** A service's /metrics and the baseline's /bare/cost, each call reporting a little more spent than the last. */
let calls = 0;
const server = http.createServer((request, response) => {
  calls += 1;
  if (request.url === '/metrics') {
    response.setHeader('content-type', 'text/plain; version=0.0.4');
    response.end(
      [
        '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
        '# TYPE process_cpu_seconds_total counter',
        `process_cpu_seconds_total{service="svc-test"} ${(calls * 0.5).toFixed(3)}`,
        '# HELP mongodb_commands_total Commands this process sent to MongoDB',
        '# TYPE mongodb_commands_total counter',
        `mongodb_commands_total{service="svc-test"} ${calls * 1000}`,
        '',
      ].join('\n'),
    );
    return;
  }
  if (request.url === '/bare/cost') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ cpuSeconds: calls * 0.25, commands: calls * 100 }));
    return;
  }
  response.statusCode = 404;
  response.end();
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('what a request costs the process that answers it', () => {
  it("reads a service's CPU and database commands from its Prometheus metrics", async () => {
    calls = 0;
    expect(await costSoFar(port, 'service')).toEqual({ cpuSeconds: 0.5, commands: 1000 });
  });

  it("reads the baseline's from its own endpoint", async () => {
    calls = 0;
    expect(await costSoFar(port, 'bare')).toEqual({ cpuSeconds: 0.25, commands: 100 });
  });

  it('takes the idle background off what the process spent during a load', () => {
    // Idle for 2 s: 0.2 s of CPU and 20 commands, a background of 0.1 s and 10 commands a second. The load took 4 s,
    // 1.0 s of CPU and 2040 commands, so the load itself spent 0.6 s and 2000 commands.
    const at = (cpuSeconds: number, commands: number) => ({ cpuSeconds, commands });
    const measured = costOfLoad({ from: at(1, 100), to: at(1.2, 120), seconds: 2 }, { from: at(1.2, 120), to: at(2.2, 2160), seconds: 4 });
    expect(measured.background).toEqual({ cpuPerSecond: expect.closeTo(0.1, 9), commandsPerSecond: 10 });
    expect(measured.cost).toEqual({ cpuSeconds: expect.closeTo(0.6, 9), commands: 2000 });
    // A background busier than the load reports nothing, never less.
    expect(costOfLoad({ from: at(0, 0), to: at(1, 100), seconds: 1 }, { from: at(1, 100), to: at(1.5, 150), seconds: 1 }).cost).toEqual(at(0, 0));
  });

  it('watches the idle process, then the load, and divides by the requests', async () => {
    calls = 0;
    const run = await withProcessCost(port, 'service', async () => ({ requests: 2000, seconds: 0 }), 0.01);
    // Each reading reports 0.5 s and 1000 commands more than the last; a load of no duration keeps the whole difference.
    expect(run.cost).toEqual({ cpuSeconds: 0.5, commands: 1000 });
    expect(costPerRequest(run)).toEqual({ cpuMicros: 250, commands: 0.5 });
    expect(costPerRequest(run, { requests: 2000, cost: { cpuSeconds: 1.5, commands: 3000 } })).toEqual({ cpuMicros: 500, commands: 1 });
    expect(costPerRequest({ requests: 0, cost: { cpuSeconds: 0, commands: 0 } })).toEqual({ cpuMicros: null, commands: null });
  });

  it('refuses metrics without the counters instead of reporting zero', async () => {
    const empty = http.createServer((_request, response) => response.end('# nothing here\n'));
    await new Promise<void>((resolve) => empty.listen(0, '127.0.0.1', resolve));
    try {
      await expect(costSoFar((empty.address() as AddressInfo).port, 'service')).rejects.toThrow('process_cpu_seconds_total');
    } finally {
      await new Promise<void>((resolve) => empty.close(() => resolve()));
    }
  });
});
