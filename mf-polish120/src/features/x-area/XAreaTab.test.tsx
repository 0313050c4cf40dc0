import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXTS } from '@citygames/web-kit/offline/offline-texts';
import { goOffline, goOnline, restoreNetwork } from '@citygames/web-kit/testing/network-switch';
import { fakeBackend, ok, renderScreen, STARTED_STATUS } from '../../test-support/render-with-app';
import { XAreaTab } from './XAreaTab';
import { VIEWED_STAGE_KEY } from './viewed-stage-store';

const flags = { x1: false, x2: false, x3: false, x4: false };
const stage0View = { maxStage: 0, guessLimit: null, flags, stage0: { introHtml: '<p>入口</p>' }, stage1: null, stage2: null, stage3: null, stage4: null };
const stage1View = {
  ...stage0View,
  maxStage: 1,
  stage1: { revealHtml: '<p>风</p>', questionHtml: '<p>X 区域是哪里？</p>', converterPrefill: '巽', converterPrefillHex: 'D9E3' },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  restoreNetwork();
});

const BAN_POLICY = { maxWrongAttempts: 5, banSeconds: 120 };

describe('XAreaTab', () => {
  it('keeps an area guess typed offline and sends it once when the network returns', async () => {
    const backend = fakeBackend({
      'GET /api/polish120/x-area': () => ok(stage1View),
      'POST /api/polish120/team/status': () =>
        ok({
          message: '不正确，还可以尝试 4 次',
          isCorrect: false,
          advanced: false,
          nearMiss: false,
          isBanned: false,
          remainingTime: 0,
          banUntilDate: null,
          wrongAttempts: 1,
          remainingAttempts: 4,
          banPolicy: BAN_POLICY,
          status: STARTED_STATUS,
        }),
    });
    renderScreen(<XAreaTab />);
    const field = await screen.findByRole('textbox', { name: 'X 区域是……' });
    act(() => goOffline());
    fireEvent.change(field, { target: { value: '九号线' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(`X 区域的猜测：九号线 —— ${OFFLINE_TEXTS.saved}`)).toBeTruthy();
    expect(backend.calls.filter((call) => call.method === 'POST')).toEqual([]);

    act(() => goOnline());
    expect(await screen.findByText('不正确，还可以尝试 4 次')).toBeTruthy();
    expect(screen.queryByText(/九号线 ——/)).toBeNull();
    expect(backend.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { type: 'set_x_stage', args: { x_stage: 2, x_stage_key: '九号线' } },
    ]);
  });

  it("shows the stage's attempts and, at the ban, the countdown with the answer button disabled", async () => {
    let wrong = 3;
    const limit = () => ({
      isBanned: wrong >= 5,
      remainingTime: wrong >= 5 ? 120 : 0,
      banUntilDate: null,
      wrongAttempts: wrong,
      remainingAttempts: 5 - wrong,
      banPolicy: BAN_POLICY,
    });
    const backend = fakeBackend({
      'GET /api/polish120/x-area': () => ok({ ...stage1View, guessLimit: limit() }),
      'POST /api/polish120/team/status': () => {
        wrong += 1;
        const message = wrong >= 5 ? '不正确，错误次数已达 5 次，暂时封禁 2分0秒' : `不正确，还可以尝试 ${5 - wrong} 次`;
        return ok({ message, isCorrect: false, advanced: false, nearMiss: false, ...limit(), status: STARTED_STATUS });
      },
    });
    renderScreen(<XAreaTab />);
    expect(await screen.findByText('尝试次数 3/5')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'X 区域是……' });
    fireEvent.change(field, { target: { value: '九号线' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('不正确，还可以尝试 1 次')).toBeTruthy();
    expect(screen.getByText('尝试次数 4/5')).toBeTruthy();

    fireEvent.change(field, { target: { value: '八号线' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('不正确，错误次数已达 5 次，暂时封禁 2分0秒')).toBeTruthy();
    expect(screen.getByText(/剩余时间/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(field, { target: { value: '十号线' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(backend.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('clears the countdown when the next read says the ban is gone, even a read equal to the one before the ban (lifted by the organiser)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const free = { isBanned: false, remainingTime: 0, banUntilDate: null, wrongAttempts: 0, remainingAttempts: 5, banPolicy: BAN_POLICY };
      fakeBackend({
        'GET /api/polish120/x-area': () => ok({ ...stage1View, guessLimit: free }),
        'POST /api/polish120/team/status': () =>
          ok({
            message: '不正确，错误次数已达 5 次，暂时封禁 2分0秒',
            isCorrect: false,
            advanced: false,
            nearMiss: false,
            ...free,
            isBanned: true,
            remainingTime: 120,
            wrongAttempts: 5,
            remainingAttempts: 0,
            status: STARTED_STATUS,
          }),
      });
      renderScreen(<XAreaTab />);
      const field = await screen.findByRole('textbox', { name: 'X 区域是……' });
      fireEvent.change(field, { target: { value: '八号线' } });
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
      expect(await screen.findByText(/剩余时间/)).toBeTruthy();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000);
      });
      await waitFor(() => expect(screen.queryByText(/剩余时间/)).toBeNull());
      expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a running ban of the stage when the tab opens', async () => {
    fakeBackend({
      'GET /api/polish120/x-area': () =>
        ok({
          ...stage0View,
          guessLimit: { isBanned: true, remainingTime: 75, banUntilDate: null, wrongAttempts: 5, remainingAttempts: 0, banPolicy: BAN_POLICY },
        }),
    });
    renderScreen(<XAreaTab />);
    expect(await screen.findByText(/剩余时间：1 分 15 秒/)).toBeTruthy();
    expect(screen.getByText('这个阶段已被暂时封禁')).toBeTruthy();
  });
  it('at stage 0 asks the server with the hex of every conversion and shows the next-stage hint after it advanced', async () => {
    let stage = 0;
    const backend = fakeBackend({
      'GET /api/polish120/x-area': () => ok(stage === 0 ? stage0View : stage1View),
      'POST /api/polish120/team/status': (body) => {
        const key = (body as { args: { x_stage_key: string } }).args.x_stage_key;
        if (key === 'D9E3') stage = 1;
        return ok({ message: '', isCorrect: key === 'D9E3', advanced: key === 'D9E3', nearMiss: false, status: { ...STARTED_STATUS, x_stage: stage } });
      },
    });
    renderScreen(<XAreaTab />);
    expect(await screen.findByText('阶段 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上一阶段' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下一阶段' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: '输入文字' }), { target: { value: '中' } });
    fireEvent.click(screen.getByRole('button', { name: '转换' }));
    expect(screen.getByTestId('gbk-hex').textContent).toBe('D6D0');
    fireEvent.change(screen.getByRole('textbox', { name: '输入文字' }), { target: { value: '巽' } });
    fireEvent.click(screen.getByRole('button', { name: '转换' }));
    expect(await screen.findByText('你们现在可以进入下一阶段了')).toBeTruthy();
    expect(backend.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { type: 'set_x_stage', args: { x_stage: 1, x_stage_key: 'D6D0' } },
      { type: 'set_x_stage', args: { x_stage: 1, x_stage_key: 'D9E3' } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: '下一阶段' }));
    expect(await screen.findByText('阶段 1')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '输入文字' }) as HTMLInputElement).value).toBe('巽');
    expect(localStorage.getItem(VIEWED_STAGE_KEY)).toBe('1');
  });

  it('ignores an empty area answer and alerts a near miss', async () => {
    const backend = fakeBackend({
      'GET /api/polish120/x-area': () => ok(stage1View),
      'POST /api/polish120/team/status': () =>
        ok({ message: '很接近了，但X区域不是一个站', isCorrect: false, advanced: false, nearMiss: true, status: STARTED_STATUS }),
    });
    renderScreen(<XAreaTab />);
    await screen.findByText('阶段 1');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(backend.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'X 区域是……' }), { target: { value: '陕西南路' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('很接近了，但X区域不是一个站')).toBeTruthy();
  });

  it('caps the remembered stage at the team max and says when fetching fails', async () => {
    localStorage.setItem(VIEWED_STAGE_KEY, '3');
    fakeBackend({ 'GET /api/polish120/x-area': () => ok(stage1View) });
    renderScreen(<XAreaTab />);
    expect(await screen.findByText('阶段 1')).toBeTruthy();
    cleanup();
    fakeBackend({ 'GET /api/polish120/x-area': () => ({ status: 500, body: {} }) });
    renderScreen(<XAreaTab />);
    await waitFor(() => expect(screen.getByText('获取阶段信息失败')).toBeTruthy());
  });
});
