import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshLocalRunData, startLocalRun, type LocalRun } from '../../support/local-run';

// A local run (jongodb lane) that loses nothing when a part or the whole run is killed.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const player = { phone: '13912340001', password: 'secret123', name: '断电测试' };

async function register(run: LocalRun, who = player) {
  return fetch(`${run.url}/api/fanhua/players/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
}

async function login(run: LocalRun) {
  return fetch(`${run.url}/api/fanhua/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: player.phone, password: player.password }),
  });
}

/** Waits until a snapshot written after `since` is on disk (the run snapshots every second here). */
async function snapshotAfter(run: LocalRun, since: number) {
  const manifest = join(run.dataDir, 'jongodb-snapshot', 'manifest.json');
  await expect
    .poll(() => (existsSync(manifest) ? Date.parse((JSON.parse(readFileSync(manifest, 'utf8')) as { createdAt: string }).createdAt) : 0), { timeout: 20_000 })
    .toBeGreaterThan(since);
}

/** Kills one part with SIGKILL and waits for the run's two lines: the exit with its cause, then the recovery. */
async function killAndWaitForRecovery(run: LocalRun, part: string) {
  const from = run.output().length;
  const pid = run.pids()[part]!;
  process.kill(pid, 'SIGKILL');
  const exited = await run.waitFor(new RegExp(`^${part} +意外退出（被信号 SIGKILL 终止）`), 15_000, from);
  expect(exited).toMatch(/秒后自动重启/);
  await run.waitFor(new RegExp(`^${part} +已重启并恢复`), 120_000, from);
  expect(run.pids()[part]).not.toBe(pid);
}

test('a killed service, gateway or database comes back by itself, the log says so, and the data and unique indexes are back', async () => {
  freshLocalRunData();
  const run = await startLocalRun();
  try {
    await killAndWaitForRecovery(run, 'svc-fanhua');
    expect((await fetch(`${run.url}/api/fanhua/health`)).status).toBe(200);

    await killAndWaitForRecovery(run, 'gateway');
    expect((await fetch(run.url)).status).toBe(200);

    expect((await register(run)).status).toBe(201);
    // A snapshot that started after the registration was acknowledged, so it holds the account.
    const registeredAt = Date.now();
    await snapshotAfter(run, registeredAt);
    const from = run.output().length;
    await killAndWaitForRecovery(run, 'mongo');
    expect(run.output().slice(from)).toMatch(/mongo +已从快照恢复 \d+ 条记录/);
    expect((await login(run)).status).toBe(200);
    // The database came back empty and was refilled: the unique index on phone numbers is back too.
    // Five racers: svc-auth takes at most five registration attempts per phone an hour.
    const racers = await Promise.all(Array.from({ length: 5 }, () => register(run, { ...player, phone: '13912340002', name: '并发注册' })));
    expect(racers.map((response) => response.status).sort()).toEqual([201, ...Array(4).fill(409)]);
  } finally {
    await run.stop();
  }
});

test('a run killed with SIGKILL mid-event: the next start ends what it left behind and restores the event', async () => {
  freshLocalRunData();
  const first = await startLocalRun();
  expect((await register(first)).status).toBe(201);
  // A snapshot that started after the registration was acknowledged, so it holds the account.
  const registeredAt = Date.now();
  await snapshotAfter(first, registeredAt);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await startLocalRun();
  try {
    expect(second.output()).toMatch(/上次运行没有正常停止，已结束它留下的进程：mongo/);
    expect(second.output()).toMatch(/已从快照恢复 \d+ 条记录/);
    expect((await login(second)).status).toBe(200);
  } finally {
    await second.stop();
  }
});
