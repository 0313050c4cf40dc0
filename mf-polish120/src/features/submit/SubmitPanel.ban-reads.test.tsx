import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAN_POLL_MS } from '@citygames/web-kit/answer/use-ban-reads';
import { fakeBackend, ok, renderScreen } from '../../test-support/render-with-app';
import { SubmitPanel } from './SubmitPanel';

/** The selected task's ban follows the server without a tap: the organiser's lift, the ban's end, an answer judged meanwhile. */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

const POLICY = { maxWrongAttempts: 5, banSeconds: 120 };
const progress = {
  team: { name: '队', description: '' },
  taskProgress: [{ taskId: 'T1', name: '钟楼', completed: false, attemptCount: 5, completedAt: null, completedBy: null, hint: null, answer: null }],
};
const noBan = { message: '未封禁', isBanned: false, banUntilDate: null, remainingTime: 0, wrongAttempts: 0, remainingAttempts: 5, banPolicy: POLICY };
const banned = (seconds: number) => ({ ...noBan, message: '已封禁', isBanned: true, remainingTime: seconds, wrongAttempts: 5, remainingAttempts: 0 });

function backendWithBan(ban: () => object, extra: Parameters<typeof fakeBackend>[0] = {}) {
  const backend = fakeBackend({
    'GET /api/polish120/tasks/progress': () => ok(progress),
    'GET /api/polish120/tasks/ban': () => ok(ban()),
    ...extra,
  });
  return { ...backend, reads: () => backend.calls.filter((call) => call.path === '/api/polish120/tasks/ban').length };
}

async function pickTask() {
  renderScreen(<SubmitPanel />);
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'T1' } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('SubmitPanel: the ban follows the server', () => {
  it("clears the countdown and the ban's message at the next read after the organiser's lift, without a tap", async () => {
    let lifted = false;
    const refused = { ...banned(120), success: false, error: 'TASK_BANNED', message: '该任务答错次数过多，已暂时封禁，请 2分0秒 后再试' };
    const backend = backendWithBan(() => (lifted ? noBan : banned(120)), {
      'POST /api/polish120/tasks/complete': () => ({ status: 429, body: refused }),
    });
    await pickTask();
    expect(await screen.findByText('剩余时间：2 分 00 秒')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '答案' }), { target: { value: '十一' } });
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText(refused.message)).toBeTruthy();

    lifted = true;
    const before = backend.reads();
    await advance(BAN_POLL_MS);
    await waitFor(() => expect(screen.queryByText(/剩余时间/)).toBeNull());
    expect(screen.queryByText(refused.message)).toBeNull();
    expect(backend.reads()).toBe(before + 1);
    await advance(BAN_POLL_MS * 3);
    expect(backend.reads()).toBe(before + 1);
  });

  it("reads again once when the ban's end passes on the phone", async () => {
    let serverSays = banned(4);
    const backend = backendWithBan(() => serverSays);
    await pickTask();
    expect(await screen.findByText('剩余时间：0 分 04 秒')).toBeTruthy();
    const before = backend.reads();

    serverSays = noBan;
    await advance(4_000);
    await waitFor(() => expect(backend.reads()).toBe(before + 1));
    expect(screen.queryByText(/剩余时间/)).toBeNull();
    await advance(BAN_POLL_MS * 3);
    expect(backend.reads()).toBe(before + 1);
  });

  it('keeps the ban of an answer judged while a read sent before it is still on its way', async () => {
    const backend = backendWithBan(() => noBan, {
      'POST /api/polish120/tasks/complete': () =>
        ok({ ...banned(120), message: '答案错误，已封禁', isCorrect: false, completedAt: null, completedBy: null, hint: null }),
    });
    // the ban read answers (not banned) only once released, after the answer's ban
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answerAll = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answerAll(input, init);
      if (String(input).includes('/tasks/ban')) await held;
      return response;
    });
    await pickTask();
    await waitFor(() => expect(backend.reads()).toBe(1));
    fireEvent.change(screen.getByRole('textbox', { name: '答案' }), { target: { value: '十一' } });
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('剩余时间：2 分 00 秒')).toBeTruthy();

    await act(async () => release());
    await advance(1_000);
    expect(screen.getByText(/剩余时间：1 分 5\d 秒/)).toBeTruthy();
  });
});
