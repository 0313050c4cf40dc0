import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withProgress } from '../lib/step-progress.mjs';

describe('a long step of npm start', () => {
  let lines: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk).trim());
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('says what it does when it begins, its elapsed time while it runs, and nothing once it is over', async () => {
    let finish: (value: string) => void = () => {};
    const running = withProgress('build', '正在编译', () => new Promise<string>((resolve) => (finish = resolve)), 10_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/正在编译…$/);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(lines.slice(1).map((line) => line.replace(/^.*正在编译/, ''))).toEqual(['…（已 10 秒）', '…（已 20 秒）']);
    finish('done');
    await expect(running).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(lines).toHaveLength(3);
  });
});
