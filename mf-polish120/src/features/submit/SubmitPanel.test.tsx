import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readWrongAttempts } from '@citygames/web-kit/answer/wrong-attempt-store';
import { OFFLINE_TEXTS } from '@citygames/web-kit/offline/offline-texts';
import { pendingAnswersKey } from '@citygames/web-kit/offline/pending-answer-store';
import { goOffline, goOnline, restoreNetwork } from '@citygames/web-kit/testing/network-switch';
import { fakeBackend, ok, renderScreen } from '../../test-support/render-with-app';
import { SubmitPanel } from './SubmitPanel';
import { SAVED_SELECTION_KEY } from './hooks/use-saved-selection';

const POLICY = { maxWrongAttempts: 5, banSeconds: 120 };
const entry = (taskId: string, name: string, completed = false, hint: string | null = null) => ({
  taskId,
  name,
  completed,
  attemptCount: 0,
  completedAt: completed ? '2030-01-01T10:00:00.000Z' : null,
  completedBy: completed ? '玩家1' : null,
  hint,
  answer: completed ? '12' : null,
});
const noBan = { message: '未封禁', isBanned: false, banUntilDate: null, remainingTime: 0, wrongAttempts: 0, remainingAttempts: 5, banPolicy: POLICY };
const result = (over: Record<string, unknown>) => ({
  message: '',
  isCorrect: false,
  wrongAttempts: 0,
  remainingTime: 0,
  remainingAttempts: 5,
  isBanned: false,
  banUntilDate: null,
  banPolicy: POLICY,
  completedAt: null,
  completedBy: null,
  hint: null,
  ...over,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  restoreNetwork();
});

const pick = (taskId: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: taskId } });
const answer = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: '答案' }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交答案' }));

describe('SubmitPanel', () => {
  it('says there is nothing to complete when every task is done', async () => {
    fakeBackend({ 'GET /api/polish120/tasks/progress': () => ok({ team: { name: '队', description: '' }, taskProgress: [entry('T1', '钟楼', true)] }) });
    renderScreen(<SubmitPanel />);
    expect(await screen.findByText('暂无可完成的任务')).toBeTruthy();
  });

  it('keeps the answer disabled until a task is chosen and asks for a task before the ban query', async () => {
    fakeBackend({
      'GET /api/polish120/tasks/progress': () => ok({ team: { name: '队', description: '' }, taskProgress: [entry('T1', '钟楼')] }),
      'GET /api/polish120/tasks/ban': () => ok(noBan),
    });
    renderScreen(<SubmitPanel />);
    await screen.findByRole('combobox');
    expect((screen.getByRole('textbox', { name: '答案' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '查询封禁状态' }));
    expect(await screen.findByText('请先选择任务')).toBeTruthy();
    pick('T1');
    expect((screen.getByRole('textbox', { name: '答案' }) as HTMLInputElement).disabled).toBe(false);
    answer('十');
    expect(JSON.parse(localStorage.getItem(SAVED_SELECTION_KEY)!)).toEqual({ task: '钟楼', taskId: 'T1', answer: '十' });
  });

  it('records a wrong answer locally, shows attempts n/5 and, at the ban, the countdown', async () => {
    let wrong = 0;
    fakeBackend({
      'GET /api/polish120/tasks/progress': () => ok({ team: { name: '队', description: '' }, taskProgress: [entry('T1', '钟楼')] }),
      'GET /api/polish120/tasks/ban': () => ok(noBan),
      'POST /api/polish120/tasks/complete': () => {
        wrong += 1;
        return ok(
          result({
            message: wrong < 5 ? `答案错误，还可以尝试 ${5 - wrong} 次` : '答案错误，已封禁',
            wrongAttempts: wrong,
            isBanned: wrong >= 5,
            remainingTime: wrong >= 5 ? 120 : 0,
          }),
        );
      },
    });
    renderScreen(<SubmitPanel />);
    await screen.findByRole('combobox');
    pick('T1');
    answer('十一');
    submit();
    expect(await screen.findByText('答案错误，还可以尝试 4 次')).toBeTruthy();
    expect(screen.getByText('尝试次数 1/5')).toBeTruthy();
    expect(readWrongAttempts('polish120', 'T1').map((record) => record.answer)).toEqual(['十一']);
    expect(screen.getByText('十一')).toBeTruthy();

    for (let n = 2; n <= 5; n += 1) {
      answer(`错${n}`);
      await act(async () => submit());
      await screen.findByText(n < 5 ? `答案错误，还可以尝试 ${5 - n} 次` : '答案错误，已封禁');
    }
    expect(screen.getByText('剩余时间：2 分 00 秒')).toBeTruthy();
    expect(screen.queryByText(/尝试次数/)).toBeNull();
  });

  it('after a correct answer shows the hint from the refreshed progress and clears the answer', async () => {
    let solved = false;
    fakeBackend({
      'GET /api/polish120/tasks/progress': () =>
        ok({
          team: { name: '队', description: '' },
          taskProgress: [entry('T1', '钟楼', solved, solved ? '<p>[hint] 去看 PZA<script>x()</script></p>' : null), entry('T2', '石桥')],
        }),
      'GET /api/polish120/tasks/ban': () => ok(noBan),
      'POST /api/polish120/tasks/complete': () => {
        solved = true;
        return ok(result({ message: '回答正确，任务完成！', isCorrect: true }));
      },
    });
    const { container } = renderScreen(<SubmitPanel />);
    await screen.findByRole('combobox');
    pick('T1');
    answer('12');
    submit();
    expect(await screen.findByText('回答正确，任务完成！')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/去看 PZA/)).toBeTruthy());
    expect(container.querySelector('.p120-marker--hint')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('option', { name: '钟楼' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(SAVED_SELECTION_KEY)!)).toEqual({ task: '', taskId: '', answer: '' });
  });

  it('starts the countdown from a refused submission during a ban', async () => {
    fakeBackend({
      'GET /api/polish120/tasks/progress': () => ok({ team: { name: '队', description: '' }, taskProgress: [entry('T1', '钟楼')] }),
      'GET /api/polish120/tasks/ban': () => ok(noBan),
      'POST /api/polish120/tasks/complete': () => ({
        status: 429,
        body: {
          success: false,
          error: 'TASK_BANNED',
          message: '该任务答错次数过多，已暂时封禁，请 1分5秒 后再试',
          isBanned: true,
          remainingTime: 65,
          wrongAttempts: 5,
          banPolicy: POLICY,
        },
      }),
    });
    renderScreen(<SubmitPanel />);
    await screen.findByRole('combobox');
    pick('T1');
    answer('12');
    submit();
    expect(await screen.findByText('该任务答错次数过多，已暂时封禁，请 1分5秒 后再试')).toBeTruthy();
    expect(screen.getByText('剩余时间：1 分 05 秒')).toBeTruthy();
  });

  it('keeps a wrong answer typed offline, then sends it once online and shows the verdict', async () => {
    const server = fakeBackend({
      'GET /api/polish120/tasks/progress': () => ok({ team: { name: '队', description: '' }, taskProgress: [entry('T1', '钟楼')] }),
      'GET /api/polish120/tasks/ban': () => ok(noBan),
      'POST /api/polish120/tasks/complete': () => ok(result({ message: '答案错误，还可以尝试 4 次', wrongAttempts: 1, remainingAttempts: 4 })),
    });
    renderScreen(<SubmitPanel />);
    await screen.findByRole('combobox');
    pick('T1');
    act(() => goOffline());
    answer('十一');
    submit();
    expect(await screen.findByText(`T1：十一 —— ${OFFLINE_TEXTS.saved}`)).toBeTruthy();
    expect(screen.getByText(OFFLINE_TEXTS.saved)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(pendingAnswersKey('polish120'))!)).toMatchObject([{ target: 'T1', answer: '十一' }]);
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    act(() => goOnline());
    expect(await screen.findByText('答案错误，还可以尝试 4 次')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(pendingAnswersKey('polish120'))).toBeNull());
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ taskId: 'T1', answer: '十一' }]);
    expect(readWrongAttempts('polish120', 'T1').map((record) => record.answer)).toEqual(['十一']);
  });
});
