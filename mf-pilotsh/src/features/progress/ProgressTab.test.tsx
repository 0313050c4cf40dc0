import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markBackendAvailable } from '@citygames/web-kit/backend-status';
import { setToken } from '@citygames/web-kit/token-store';
import { PROGRESS_POLL_MS } from '../../shared/hooks/use-team-queries';
import { fakeServer, json, progressBody, renderScreen } from '../../test-support/render-game';
import { ProgressTab } from './ProgressTab';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  markBackendAvailable();
  setToken('pilotsh', 'token');
});

describe('ProgressTab', () => {
  it('shows the team and the seven columns, only the current area by default, unknown areas named so', async () => {
    fakeServer({
      'GET /api/pilotsh/tasks/progress': () =>
        json(
          200,
          progressBody(
            [
              {
                taskId: 'T1-1',
                name: '来处与去处',
                areaSeq: 1,
                completed: true,
                completedAt: '2026-05-01T02:00:00.000Z',
                completedBy: '玩家2',
                attemptCount: 3,
              },
              { taskId: 'T2-1', name: '错位的骰子', areaSeq: 2 },
            ],
            2,
          ),
        ),
      'GET /api/pilotsh/area/visited': () => json(200, { areas: [{ seq: 1, name: '钟楼广场', visitedAt: '' }], currentAreaSeq: 2 }),
    });
    renderScreen(<ProgressTab />);
    expect(await screen.findByText('演示一队')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '任务ID',
      '区域',
      '任务名称',
      '状态',
      '尝试次数',
      '完成时间',
      '完成者',
    ]);
    const checkbox = screen.getByLabelText('只显示当前区域') as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    let rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('未知区域')).toBeTruthy();

    fireEvent.click(checkbox);
    rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const done = within(rows[0]!);
    expect(done.getByText('钟楼广场')).toBeTruthy();
    expect(done.getByText('已完成')).toBeTruthy();
    expect(done.getByText('玩家2')).toBeTruthy();
    expect(done.getByText(new Date('2026-05-01T02:00:00.000Z').toLocaleString('zh-CN', { hour12: false }))).toBeTruthy();
  });

  it('offers a retry after a failed load and shows the empty state', async () => {
    let calls = 0;
    fakeServer({
      'GET /api/pilotsh/tasks/progress': () => {
        calls += 1;
        return calls === 1 ? json(500, { success: false, error: 'INTERNAL', message: '服务器内部错误' }) : json(200, progressBody([]));
      },
      'GET /api/pilotsh/area/visited': () => json(200, { areas: [], currentAreaSeq: 1 }),
    });
    renderScreen(<ProgressTab />);
    expect((await screen.findByRole('alert')).textContent).toContain('获取任务进度失败：服务器内部错误');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无任务记录')).toBeTruthy();
  });

  it("keeps asking while open: a task renamed by a publish and a teammate's solve show without leaving the tab", async () => {
    let published = false;
    fakeServer({
      'GET /api/pilotsh/tasks/progress': () =>
        json(
          200,
          progressBody([
            published
              ? { taskId: 'T1-1', name: '来处与去处（修正）', areaSeq: 1, completed: true, completedAt: '2026-05-01T02:00:00.000Z', completedBy: '玩家2' }
              : { taskId: 'T1-1', name: '来处与去处', areaSeq: 1 },
          ]),
        ),
      'GET /api/pilotsh/area/visited': () => json(200, { areas: [{ seq: 1, name: '钟楼广场', visitedAt: '' }], currentAreaSeq: 1 }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen(<ProgressTab />);
    expect(await screen.findByText('来处与去处')).toBeTruthy();

    published = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS);
    });
    const row = within(screen.getAllByRole('row')[1]!);
    expect(await row.findByText('来处与去处（修正）')).toBeTruthy();
    expect(row.getByText('已完成')).toBeTruthy();
    expect(row.getByText('玩家2')).toBeTruthy();
  });
});
