import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BanStatusResponse } from '@citygames/contracts/common/answer.schema';
import { BAN_POLL_MS } from '@citygames/web-kit/answer/use-ban-reads';
import { markBackendAvailable } from '@citygames/web-kit/backend-status';
import { setToken } from '@citygames/web-kit/token-store';
import { AREA_1, BAN_POLICY, fakeServer, json, notBanned, progressBody, renderScreen } from '../../test-support/render-game';
import { SubmitTab } from './SubmitTab';

/** The selected task's ban follows the server without a tap: the organiser's lift, the ban's end, a page shown again. */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
beforeEach(() => {
  localStorage.clear();
  markBackendAvailable();
  setToken('pilotsh', 'token');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

const TASKS = [
  { taskId: 'T1-1', name: '来处与去处', areaSeq: 1 },
  { taskId: 'T1-2', name: '钟声几响', areaSeq: 1 },
];
const banned = (seconds: number): BanStatusResponse => ({
  message: `该任务答错次数过多，已暂时封禁，请 ${seconds}秒 后再试`,
  isBanned: true,
  banUntilDate: '2026-01-01T00:02:00.000Z',
  remainingTime: seconds,
  wrongAttempts: 5,
  remainingAttempts: 0,
  banPolicy: BAN_POLICY,
});

/** A server whose ban of T1-2 is what `ban()` says now; `reads()` counts its ban reads. */
function serverWithBan(ban: () => object) {
  const server = fakeServer({
    'GET /api/pilotsh/area/current': () => json(200, AREA_1),
    'GET /api/pilotsh/tasks/progress': () => json(200, progressBody(TASKS)),
    'GET /api/pilotsh/tasks/ban': () => json(200, ban()),
  });
  return () => server.calls.filter((call) => call.path === '/api/pilotsh/tasks/ban').length;
}

async function openBannedTask() {
  renderScreen(<SubmitTab />);
  await waitFor(() => expect((screen.getByLabelText('选择任务') as HTMLSelectElement).options).toHaveLength(3));
  fireEvent.change(screen.getByLabelText('选择任务'), { target: { value: 'T1-2' } });
}

const submitButton = () => screen.getByRole('button', { name: '提交答案' }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('SubmitTab: the ban follows the server', () => {
  it("clears the countdown at the next read after the organiser's lift, and the answer can be sent again", async () => {
    let lifted = false;
    const reads = serverWithBan(() => (lifted ? notBanned : banned(120)));
    await openBannedTask();
    expect(await screen.findByText('剩余时间：2 分 00 秒')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    lifted = true;
    const before = reads();
    await advance(BAN_POLL_MS);
    await waitFor(() => expect(screen.queryByText(/剩余时间/)).toBeNull());
    expect(reads()).toBe(before + 1);
    expect(submitButton().disabled).toBe(false);
    expect(screen.queryByText(/已暂时封禁/)).toBeNull();
    // no ban shown: no more reads
    await advance(BAN_POLL_MS * 3);
    expect(reads()).toBe(before + 1);
  });

  it("reads again once when the ban's end passes on the phone, and shows what the server says then", async () => {
    let serverSays: BanStatusResponse = banned(5);
    const reads = serverWithBan(() => serverSays);
    await openBannedTask();
    expect(await screen.findByText('剩余时间：0 分 05 秒')).toBeTruthy();
    const before = reads();

    // the phone's clock ran ahead of the server's: the server still bans for 3 s
    serverSays = banned(3);
    await advance(5_000);
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(await screen.findByText('剩余时间：0 分 03 秒')).toBeTruthy();

    serverSays = notBanned;
    await advance(3_000);
    await waitFor(() => expect(reads()).toBe(before + 2));
    await waitFor(() => expect(screen.queryByText(/剩余时间/)).toBeNull());
    expect(submitButton().disabled).toBe(false);
    await advance(BAN_POLL_MS * 3);
    expect(reads()).toBe(before + 2);
  });

  it('reads nothing while the page is hidden and reads at once when it shows again', async () => {
    let lifted = false;
    const reads = serverWithBan(() => (lifted ? notBanned : banned(120)));
    await openBannedTask();
    expect(await screen.findByText('剩余时间：2 分 00 秒')).toBeTruthy();

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    lifted = true;
    const before = reads();
    await advance(BAN_POLL_MS * 3);
    expect(reads()).toBe(before);
    expect(screen.getByText(/剩余时间/)).toBeTruthy();

    visibility.mockReturnValue('visible');
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByText(/剩余时间/)).toBeNull());
    expect(reads()).toBe(before + 1);
  });
});
