import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderScreen } from '../../test-support/render-with-app';
import { ProgressPanel } from './ProgressPanel';

afterEach(cleanup);

const PROGRESS = {
  team: { name: '演示一队', description: '队长：玩家1；队员：玩家2' },
  taskProgress: [
    {
      taskId: 'T1',
      name: '钟楼报时',
      completed: true,
      attemptCount: 2,
      completedAt: '2030-01-01T10:00:00.000Z',
      completedBy: '玩家2',
      hint: '<p>窗户 4 行 3 列</p>',
      answer: '12',
    },
    { taskId: 'T2', name: '石桥刻字', completed: false, attemptCount: 0, completedAt: null, completedBy: null, hint: null, answer: null },
  ],
};

describe('ProgressPanel', () => {
  it('shows the team, the five columns and expands a completed row to its answer and hint', async () => {
    fakeBackend({ 'GET /api/polish120/tasks/progress': () => ok(PROGRESS) });
    renderScreen(<ProgressPanel />);
    expect(await screen.findByText('演示一队')).toBeTruthy();
    expect(screen.getByText('队长：玩家1；队员：玩家2')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['任务名称', '状态', '尝试次数', '完成时间', '完成者']);
    expect(screen.queryByText('窗户 4 行 3 列')).toBeNull();
    fireEvent.click(screen.getByRole('row', { name: /钟楼报时/ }));
    expect(screen.getByText('窗户 4 行 3 列')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
  });

  it('filters completed and uncompleted rows, both shown at first', async () => {
    fakeBackend({ 'GET /api/polish120/tasks/progress': () => ok(PROGRESS) });
    renderScreen(<ProgressPanel />);
    await screen.findByText('钟楼报时');
    expect(screen.getByText('石桥刻字')).toBeTruthy();
    fireEvent.click(screen.getByText('未完成', { selector: '.adm-checkbox-content' }));
    expect(screen.queryByText('石桥刻字')).toBeNull();
    fireEvent.click(screen.getByText('已完成', { selector: '.adm-checkbox-content' }));
    expect(screen.getByText('暂无任务记录')).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    let fail = true;
    fakeBackend({ 'GET /api/polish120/tasks/progress': () => (fail ? { status: 500, body: { message: '数据库忙' } } : ok(PROGRESS)) });
    renderScreen(<ProgressPanel />);
    expect(await screen.findByText('获取任务进度失败：数据库忙')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('演示一队')).toBeTruthy();
  });
});
