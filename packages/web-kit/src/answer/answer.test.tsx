import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptsCounter } from './AttemptsCounter';
import { BanNotice } from './BanNotice';
import { useBanCountdown } from './use-ban-countdown';
import { useWrongAttempts } from './use-wrong-attempts';
import { WrongAttemptList } from './WrongAttemptList';
import { readWrongAttempts, recordWrongAttempt, wrongAttemptsKey } from './wrong-attempt-store';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

describe('wrong-attempt store', () => {
  it('keeps answers per game and task with ISO timestamps', () => {
    recordWrongAttempt('pilotsh', 't1', '北京', new Date('2026-01-01T00:00:00Z'));
    recordWrongAttempt('pilotsh', 't1', '上海', new Date('2026-01-01T00:01:00Z'));
    recordWrongAttempt('polish120', 't1', '别的游戏');
    expect(readWrongAttempts('pilotsh', 't1')).toEqual([
      { answer: '北京', timestamp: '2026-01-01T00:00:00.000Z' },
      { answer: '上海', timestamp: '2026-01-01T00:01:00.000Z' },
    ]);
    expect(readWrongAttempts('pilotsh', 't2')).toEqual([]);
    expect(readWrongAttempts('polish120', 't1')).toHaveLength(1);
  });

  it('survives damaged storage', () => {
    localStorage.setItem(wrongAttemptsKey('pilotsh'), '{not json');
    expect(readWrongAttempts('pilotsh', 't1')).toEqual([]);
    localStorage.setItem(wrongAttemptsKey('pilotsh'), JSON.stringify({ t1: [{ answer: 1 }, { answer: 'ok', timestamp: 'x' }] }));
    expect(readWrongAttempts('pilotsh', 't1')).toEqual([{ answer: 'ok', timestamp: 'x' }]);
  });

  it('useWrongAttempts follows the selected task', () => {
    recordWrongAttempt('pilotsh', 'b', '旧答案');
    const { result, rerender } = renderHook(({ taskId }) => useWrongAttempts('pilotsh', taskId), { initialProps: { taskId: 'a' as string | null } });
    expect(result.current.records).toEqual([]);
    act(() => result.current.add('新答案'));
    expect(result.current.records.map((r) => r.answer)).toEqual(['新答案']);
    rerender({ taskId: 'b' });
    expect(result.current.records.map((r) => r.answer)).toEqual(['旧答案']);
    rerender({ taskId: null });
    expect(result.current.records).toEqual([]);
  });
});

describe('useBanCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second from the server time and reports the end', () => {
    const finished = vi.fn();
    const { result } = renderHook(() => useBanCountdown(finished));
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remainingSeconds: 3, isBanned: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remainingSeconds).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ remainingSeconds: 0, isBanned: false });
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it('does not start for zero and can be cleared', () => {
    const { result } = renderHook(() => useBanCountdown());
    act(() => result.current.start(0));
    expect(result.current.isBanned).toBe(false);
    act(() => result.current.start(100));
    act(() => result.current.clear());
    expect(result.current.remainingSeconds).toBe(0);
  });
});

describe('answer display pieces', () => {
  it('shows attempts n/5 only below the limit', () => {
    const { rerender } = render(<AttemptsCounter used={2} max={5} />);
    expect(screen.getByText('尝试次数 2/5')).toBeTruthy();
    rerender(<AttemptsCounter used={5} max={5} />);
    expect(screen.queryByText(/尝试次数/)).toBeNull();
    rerender(<AttemptsCounter used={0} max={5} />);
    expect(screen.queryByText(/尝试次数/)).toBeNull();
  });

  it('shows the server message and a minutes-and-seconds countdown while banned', () => {
    const { rerender } = render(<BanNotice remainingSeconds={125} message="该任务答错次数过多" />);
    expect(screen.getByRole('alert').textContent).toContain('该任务答错次数过多');
    expect(screen.getByText('剩余时间：2 分 05 秒')).toBeTruthy();
    rerender(<BanNotice remainingSeconds={0} message="x" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists wrong answers newest first, or the empty text', () => {
    const { rerender } = render(<WrongAttemptList records={[]} />);
    expect(screen.getByText('暂无错误记录')).toBeTruthy();
    rerender(
      <WrongAttemptList
        records={[
          { answer: '第一个', timestamp: '2026-01-01T00:00:00.000Z' },
          { answer: '第二个', timestamp: '2026-01-01T00:01:00.000Z' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('第二个');
    expect(items[1]).toContain('第一个');
  });
});
