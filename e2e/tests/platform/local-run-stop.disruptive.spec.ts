import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../../support/accounts';
import { freshLocalRunData, startLocalRun, type LocalRun } from '../../support/local-run';

// Stopping a local run (jongodb lane) loses nothing. Every stop below comes long before the
// first periodic snapshot (one an hour here), so only the snapshot written at stop can hold the writes.
test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

const player = { phone: '13912340101', password: 'secret123', name: '停止测试' };
const TEAM_NAME = '停止测试队';
const MESSAGES_PER_ROUND = 10;
const SNAPSHOT_SECONDS = 3600;

async function api(run: LocalRun, path: string, options: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${run.url}/api/fanhua${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenOf(run: LocalRun, phone: string, password: string): Promise<string> {
  const login = await api(run, '/login/', { body: { name: phone, password } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return String(login.body.token);
}

/** Acknowledged writes of one round: radio messages to the team (and, in the first round, a broadcast). */
async function sendRound(run: LocalRun, teamId: string, round: string): Promise<string[]> {
  const admin = await tokenOf(run, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const titles = Array.from({ length: MESSAGES_PER_ROUND }, (_, index) => `${round}第${index + 1}条`);
  for (const title of titles) {
    const sent = await api(run, '/msg/send', {
      token: admin,
      body: { scope: 'team', team_id: teamId, sender: 'commander', message_type: 'team_message', title, msg: `<p>${title}</p>` },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  return titles;
}

/** The player's team and every radio title the team sees. */
async function whatThePlayerSees(run: LocalRun) {
  const token = await tokenOf(run, player.phone, player.password);
  const team = await api(run, '/team/current', { token });
  const radio = await api(run, '/msg/team?limit=50', { token });
  const messages = (radio.body.data as { messages: Array<{ title: string }> } | undefined)?.messages ?? [];
  return { team: (team.body.team as { id?: string; name?: string } | undefined) ?? {}, titles: messages.map((message) => message.title) };
}

/** Stops the run, checks that its log says the final snapshot was written and nothing exited unexpectedly. */
async function stopAndCheckLog(run: LocalRun, signal: NodeJS.Signals, to: 'group' | 'runner') {
  const from = run.output().length;
  await run.stop(signal, to);
  const log = run.output().slice(from);
  expect(log).toContain(`收到 ${signal}，正在停止所有进程…`);
  expect(log).toMatch(/mongo +已写最后一次快照：\d+ 条记录/);
  expect(log).toContain('已全部停止');
  expect(log).not.toMatch(/意外退出|自动重启|写快照失败|没有写成/);
  // The database stops last: after the services and after the snapshot.
  expect(log.lastIndexOf('已停止')).toBeLessThan(log.indexOf('已写最后一次快照'));
  expect(run.child.exitCode).toBe(0);
}

test('Ctrl-C, SIGTERM and a closed terminal each stop the run without losing an acknowledged write', async () => {
  freshLocalRunData();
  const first = await startLocalRun({ snapshotSeconds: SNAPSHOT_SECONDS });
  let teamId = '';
  const sent: string[] = [];
  try {
    expect((await api(first, '/players/', { body: player })).status).toBe(201);
    const created = await api(first, '/team/create', { token: await tokenOf(first, player.phone, player.password), body: { name: TEAM_NAME } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    teamId = String(created.body.teamId);
    sent.push(...(await sendRound(first, teamId, 'Ctrl-C 前')));
  } finally {
    await stopAndCheckLog(first, 'SIGINT', 'group');
  }

  const rounds: Array<{ signal: NodeJS.Signals; to: 'group' | 'runner'; round: string }> = [
    { signal: 'SIGTERM', to: 'runner', round: 'SIGTERM 前' },
    { signal: 'SIGHUP', to: 'group', round: '关终端前' },
  ];
  for (const { signal, to, round } of rounds) {
    const run = await startLocalRun({ snapshotSeconds: SNAPSHOT_SECONDS });
    try {
      expect(run.output()).toMatch(/已从快照恢复 \d+ 条记录/);
      const seen = await whatThePlayerSees(run);
      expect(seen.team).toMatchObject({ id: teamId, name: TEAM_NAME });
      expect(seen.titles).toEqual(expect.arrayContaining(sent));
      sent.push(...(await sendRound(run, teamId, round)));
    } finally {
      await stopAndCheckLog(run, signal, to);
    }
  }

  const last = await startLocalRun({ snapshotSeconds: SNAPSHOT_SECONDS });
  try {
    const seen = await whatThePlayerSees(last);
    expect(seen.team).toMatchObject({ id: teamId, name: TEAM_NAME });
    expect(seen.titles).toEqual(expect.arrayContaining(sent));
    expect(sent).toHaveLength(3 * MESSAGES_PER_ROUND);
  } finally {
    await last.stop();
  }
});
