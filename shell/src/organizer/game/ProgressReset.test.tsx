import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressReset } from './ProgressReset';

const resetAllProgress = vi.hoisted(() => vi.fn(async () => ({ ok: true as const, message: '已清空全部进度：3 支队伍从头开始', teams: 3 })));
vi.mock('../api/progress-api', () => ({ resetAllProgress }));

afterEach(() => {
  cleanup();
  resetAllProgress.mockClear();
});

describe('clearing all progress', () => {
  it('is opened on purpose and sent only once the phrase is typed', async () => {
    render(<ProgressReset game="polish120" />);
    fireEvent.click(screen.getByRole('button', { name: '清空全部进度…' }));
    const dialog = screen.getByRole('dialog', { name: '确认清空全部进度' });
    const confirm = screen.getByRole('button', { name: '确认清空' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/请输入「清空全部进度」确认/), { target: { value: '清空' } });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/请输入「清空全部进度」确认/), { target: { value: '清空全部进度' } });
    fireEvent.click(confirm);
    expect((await screen.findByRole('status')).textContent).toBe('已清空全部进度：3 支队伍从头开始');
    expect(resetAllProgress).toHaveBeenCalledWith('polish120', '清空全部进度');
    expect(dialog.isConnected).toBe(false);
  });
});
