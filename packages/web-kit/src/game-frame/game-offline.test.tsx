import { useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient } from '../api-client';
import { BackendBanner } from '../pages/BackendBanner';
import { markBackendAvailable } from '../pages/backend-status';
import { isGameOffline, markGameOnline } from '../game-offline-status';
import { getToken, setToken } from '../token-store';
import { GAME_OFFLINE_TEXT } from './GameOfflineNotice';
import { GameHomeFrame } from './GameHomeFrame';
import { GuardedGameArea } from './GuardedGameArea';
import { GAME_OPEN_POLL_MS, RECHECK_AFTER_RELAPSE_MS } from './use-game-open-poll';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const OFFLINE_BODY = { success: false, error: 'GAME_OFFLINE', game: 'pilotsh', message: '该游戏暂未开放，请稍后再试' };

/** A platform whose pilotsh the test opens and closes; counts what the page asked. */
function platform() {
  const state = { open: true, gateOpen: true, serviceUp: true, taskCalls: 0, stateCalls: 0, opensAt: null as string | null };
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/organizer/games/state')) {
      state.stateCalls += 1;
      return json(200, { games: { pilotsh: state.open, polish120: true, fanhua: true }, opensAt: { pilotsh: state.opensAt, polish120: null, fanhua: null } });
    }
    if (url.startsWith('/api/pilotsh/health')) return state.serviceUp ? json(200, { status: 'ok' }) : json(503, OFFLINE_BODY);
    if (url.startsWith('/api/pilotsh/tasks')) {
      state.taskCalls += 1;
      return state.open && state.gateOpen && state.serviceUp
        ? json(200, { title: `任务列表 ${state.taskCalls}` })
        : json(503, { ...OFFLINE_BODY, opensAt: state.opensAt });
    }
    return json(404, { error: 'NOT_FOUND', message: '未找到' });
  });
  vi.stubGlobal('fetch', fetchImpl);
  return state;
}

function TaskScreen() {
  const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', navigate: () => {} });
  const tasks = useQuery({ queryKey: ['tasks'], queryFn: () => api.get<{ title: string }>('/tasks'), retry: false });
  if (tasks.isError) return <p>{tasks.error.message}</p>;
  return <p>{tasks.data?.title ?? '加载中'}</p>;
}

/** `/pilotsh/tasks` has the game's frame (header with logout); `/pilotsh/pz` is a screen without one. */
function renderGame(path = '/pilotsh/pz') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BackendBanner />
      <Routes>
        <Route path="/pilotsh/login" element={<p>登录页</p>} />
        <Route element={<GuardedGameArea game="pilotsh" loginPath="/pilotsh/login" />}>
          <Route path="/pilotsh/pz" element={<TaskScreen />} />
          <Route element={<GameHomeFrame game="pilotsh" title="领航上海" emblem={<svg />} logoutTo="/pilotsh/login" nav={<nav aria-label="导航" />} />}>
            <Route path="/pilotsh/tasks" element={<TaskScreen />} />
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

async function nextPoll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(GAME_OPEN_POLL_MS);
  });
}

function visibleTexts(pattern: RegExp): string[] {
  return screen
    .queryAllByText(pattern)
    .filter((element) => !element.closest('[hidden]'))
    .map((element) => element.textContent ?? '');
}

beforeEach(() => {
  localStorage.clear();
  markGameOnline('pilotsh');
  markBackendAvailable();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  setToken('pilotsh', 'jwt');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a game screen follows open and close without a reload', () => {
  it('shows one 该游戏暂未开放 when the organiser closes the game, keeps the login, and the screen returns with fresh data on reopen', async () => {
    const game = platform();
    renderGame();
    expect(await screen.findByText('任务列表 1')).toBeTruthy();

    game.open = false;
    await nextPoll();
    expect(visibleTexts(/暂未开放|暂不可用/)).toEqual([GAME_OFFLINE_TEXT]);
    expect(screen.getByText('任务列表 1').closest('[hidden]')).not.toBeNull();
    expect(getToken('pilotsh')).toBe('jwt');

    game.open = true;
    await nextPoll();
    expect(await screen.findByText('任务列表 2')).toBeTruthy();
    expect(visibleTexts(/暂未开放|暂不可用/)).toEqual([]);
  });

  it('says when the game opens while its timetable keeps it closed, from the first refused call and from the poll, and follows a new time', async () => {
    const game = platform();
    game.open = false;
    game.opensAt = '2026-11-29T02:00:00.000Z';
    renderGame('/pilotsh/tasks');
    expect(await screen.findByText('该游戏将于 11月29日 10:00 开放')).toBeTruthy();
    expect(visibleTexts(/暂未开放|开放$/)).toEqual(['该游戏将于 11月29日 10:00 开放']);

    game.opensAt = '2026-11-29T02:30:00.000Z';
    await nextPoll();
    expect(visibleTexts(/暂未开放|开放$/)).toEqual(['该游戏将于 11月29日 10:30 开放']);

    // the organiser clears the opening time but keeps the game switched off: no time to promise
    game.opensAt = null;
    await nextPoll();
    expect(visibleTexts(/暂未开放|开放$/)).toEqual([GAME_OFFLINE_TEXT]);
  });

  it('a call answering GAME_OFFLINE shows the one notice at once, not the backend banner nor the screen’s own error', async () => {
    const game = platform();
    game.open = false;
    renderGame();
    expect(await screen.findByText(GAME_OFFLINE_TEXT)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(isGameOffline('pilotsh')).toBe(true);
    expect(visibleTexts(/暂未开放|暂不可用/)).toEqual([GAME_OFFLINE_TEXT]);
  });

  it('stays on the notice while the organiser says open but the service still answers GAME_OFFLINE, and returns once it answers', async () => {
    const game = platform();
    game.serviceUp = false;
    renderGame();
    expect(await screen.findByText(GAME_OFFLINE_TEXT)).toBeTruthy();
    await nextPoll();
    expect(visibleTexts(/暂未开放|暂不可用/)).toEqual([GAME_OFFLINE_TEXT]);

    game.serviceUp = true;
    await nextPoll();
    expect(await screen.findByText(/任务列表/)).toBeTruthy();
    expect(visibleTexts(/暂未开放/)).toEqual([]);
  });

  it("asks again within a second when the game's service still answers GAME_OFFLINE right after the organiser reopened it", async () => {
    const game = platform();
    renderGame();
    await screen.findByText('任务列表 1');
    game.open = false;
    game.gateOpen = false;
    await nextPoll();
    expect(screen.getByText(GAME_OFFLINE_TEXT)).toBeTruthy();

    game.open = true; // svc-auth says open; the game's gate still trusts its older read
    await nextPoll();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(GAME_OFFLINE_TEXT)).toBeTruthy();

    game.gateOpen = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECHECK_AFTER_RELAPSE_MS);
    });
    expect(await screen.findByText(/任务列表 \d/, { selector: ':not([hidden] *)' })).toBeTruthy();
    expect(visibleTexts(/暂未开放/)).toEqual([]);
  });

  it("inside the game's frame the notice sits under its header, so the player can still log out", async () => {
    const game = platform();
    renderGame('/pilotsh/tasks');
    expect(await screen.findByText('任务列表 1')).toBeTruthy();
    game.open = false;
    await nextPoll();
    expect(visibleTexts(/暂未开放|暂不可用/)).toEqual([GAME_OFFLINE_TEXT]);
    expect(screen.getByRole('heading', { name: '领航上海' }).closest('[hidden]')).toBeNull();
    expect(screen.getByText(GAME_OFFLINE_TEXT).closest('main')).not.toBeNull();
    expect(screen.getByRole('button', { name: /退出/ })).toBeTruthy();

    game.open = true;
    await nextPoll();
    expect(await screen.findByText('任务列表 2')).toBeTruthy();
    expect(visibleTexts(/暂未开放/)).toEqual([]);
  });

  it('asks nothing while the page is hidden and asks at once when it shows again', async () => {
    const game = platform();
    renderGame();
    await screen.findByText('任务列表 1');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await nextPoll();
    const askedWhileHidden = game.stateCalls;
    await nextPoll();
    await nextPoll();
    expect(game.stateCalls).toBe(askedWhileHidden);

    game.open = false;
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(game.stateCalls).toBe(askedWhileHidden + 1);
    expect(screen.getByText(GAME_OFFLINE_TEXT)).toBeTruthy();
  });
});
