import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeLane } from '../lib/lane-banner.mjs';
import { createSupervisor, exitCause } from '../lib/supervisor.mjs';

describe('the supervisor of npm start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says in one line why a part exited, restarts it with growing back-off, and says when it is back', async () => {
    const lines: string[] = [];
    const supervisor = createSupervisor({ log: (part, line) => lines.push(`${part} ${line}`), isStopping: () => false });
    let attempts = 0;
    const restart = vi.fn(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error(`端口被占用 ${attempts}`);
    });
    supervisor.partExited('svc-fanhua', { cause: exitCause(null, 'SIGKILL'), effect: '该游戏暂时不可用', restart });
    expect(lines).toEqual(['svc-fanhua 意外退出（被信号 SIGKILL 终止）：该游戏暂时不可用；1 秒后自动重启']);

    await vi.advanceTimersByTimeAsync(1000);
    expect(lines.at(-1)).toBe('svc-fanhua 重启失败（端口被占用 1）：2 秒后再试');
    await vi.advanceTimersByTimeAsync(1999);
    expect(restart).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(lines.at(-1)).toBe('svc-fanhua 重启失败（端口被占用 2）：4 秒后再试');
    await vi.advanceTimersByTimeAsync(4000);
    expect(lines.at(-1)).toBe('svc-fanhua 已重启并恢复（本次运行第 1 次重启）');
    expect(restart).toHaveBeenCalledTimes(3);
  });

  it('ignores a second exit report while it is restarting, and does nothing once the platform stops', async () => {
    let stopping = false;
    const lines: string[] = [];
    const supervisor = createSupervisor({ log: (_part, line) => lines.push(line), isStopping: () => stopping });
    const restart = vi.fn(async () => undefined);
    supervisor.partExited('gateway', { cause: '退出码 1', effect: '首页打不开', restart });
    supervisor.partExited('gateway', { cause: '退出码 1', effect: '首页打不开', restart });
    expect(lines).toHaveLength(1);
    stopping = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(restart).not.toHaveBeenCalled();
    supervisor.partExited('mongo', { cause: '退出码 1', effect: '…', restart });
    expect(lines).toHaveLength(1);
  });

  it('names the exit code with the last log line when a part ended by itself', () => {
    expect(exitCause(1, null, 'Error: listen EADDRINUSE')).toBe('退出码 1，最后一行日志：Error: listen EADDRINUSE');
    expect(exitCause(0, null)).toBe('退出码 0');
  });
});

describe('the start-up banner of a lane', () => {
  it('warns that jongodb is not for an event and says how to get the real lane', () => {
    const text = describeLane({
      lane: 'jongodb',
      mongodFailure: 'Download failed for url https://…',
      snapshotDir: '/d/jongodb-snapshot',
      snapshotSeconds: 5,
    }).join('\n');
    expect(text).toContain('不要用来办活动');
    expect(text).toContain('拿不到真实 mongod：无法下载');
    expect(text).toContain('每 5 秒和停止时快照到 /d/jongodb-snapshot');
    expect(text).toContain('集合越大越慢');
    expect(text).toContain('npm run mongod:fetch');
    expect(text).toContain('MONGODB_URI');
  });

  it('says the real lanes keep the data', () => {
    expect(describeLane({ lane: 'mongod', mongodFailure: null, snapshotDir: '', snapshotSeconds: 5 }).join('')).toContain('可以用来办活动');
    expect(describeLane({ lane: 'uri', mongodFailure: null, snapshotDir: '', snapshotSeconds: 5 }).join('')).toContain('MONGODB_URI');
  });
});
