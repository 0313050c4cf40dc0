import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { AppConfig } from '@citygames/web-kit/app-config';
import { LandingPage } from './LandingPage';
import { RECHECK_OFFLINE_MS } from './hooks/use-game-health';
import { GAME_STATES_POLL_MS } from './hooks/use-organizer-game-states';

const config: AppConfig = {
  filing: { text: '沪ICP备12345678号', url: 'https://beian.example/' },
  games: [
    {
      id: 'pilotsh',
      title: '领航上海',
      subtitle: '城市解谜寻宝赛',
      description: '第一场',
      enterPath: '/pilotsh/login',
      manifest: '/remotes/pilotsh/mf-manifest.json',
      label: '已结束',
    },
    {
      id: 'polish120',
      title: '百廿寻迹',
      subtitle: '分阶段团队解谜',
      description: '第二场',
      enterPath: '/polish120/login',
      manifest: '/remotes/polish120/mf-manifest.json',
    },
    {
      id: 'fanhua',
      title: '繁华废土',
      subtitle: '城市实景地图探索',
      description: '第三场',
      enterPath: '/fanhua/auth',
      manifest: '/remotes/fanhua/mf-manifest.json',
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The games' health checks (the landing page also asks which games the organiser closed). */
const healthCalls = () => fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.endsWith('/health'));

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('landing page', () => {
  it('shows the welcome banner, the three games with their enter links and the ended label', async () => {
    fetchMock.mockImplementation(async () => new Response('{"status":"ok"}', { status: 200 }));
    render(
      <MemoryRouter>
        <LandingPage config={config} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('欢迎来到城市实景团队游戏');
    expect(within(section('领航上海')).getByText('已结束')).toBeTruthy();
    expect(
      within(section('领航上海'))
        .getByRole('link', { name: /进入游戏/ })
        .getAttribute('href'),
    ).toBe('/pilotsh/login');
    expect(
      within(section('百廿寻迹'))
        .getByRole('link', { name: /进入游戏/ })
        .getAttribute('href'),
    ).toBe('/polish120/login');
    expect(
      within(section('繁华废土'))
        .getByRole('link', { name: /进入游戏/ })
        .getAttribute('href'),
    ).toBe('/fanhua/auth');
    expect(within(section('百廿寻迹')).queryByText('已结束')).toBeNull();
    expect(screen.getByRole('link', { name: '沪ICP备12345678号' })).toBeTruthy();
    await vi.waitFor(() => expect(healthCalls()).toHaveLength(3));
    expect(healthCalls()).toEqual(['/api/pilotsh/health', '/api/polish120/health', '/api/fanhua/health']);
  });

  it('shows a game the gateway reports offline (503) as not open, with its button disabled', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('fanhua')
        ? new Response('{"error":"GAME_OFFLINE","message":"该游戏暂未开放"}', { status: 503 })
        : new Response('{"status":"ok"}', { status: 200 }),
    );
    render(
      <MemoryRouter>
        <LandingPage config={config} />
      </MemoryRouter>,
    );
    const fanhua = section('繁华废土');
    const button = await within(fanhua).findByRole('button', { name: '暂未开放' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(fanhua).queryByRole('link', { name: /进入游戏/ })).toBeNull();
    expect(within(section('百廿寻迹')).getByRole('link', { name: /进入游戏/ })).toBeTruthy();
  });

  it('keeps a game enterable when its health cannot be checked (no answer is not "off")', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <MemoryRouter>
        <LandingPage config={config} />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(healthCalls()).toHaveLength(3));
    expect(screen.getAllByRole('link', { name: /进入游戏/ })).toHaveLength(3);
  });
});

describe('landing page with games switched off in the configuration', () => {
  it('shows a game marked open: false as not open without asking its health', async () => {
    fetchMock.mockImplementation(async () => new Response('{"status":"ok"}', { status: 200 }));
    const closed: AppConfig = { ...config, games: config.games.map((game) => (game.id === 'polish120' ? { ...game, open: false } : game)) };
    render(
      <MemoryRouter>
        <LandingPage config={closed} />
      </MemoryRouter>,
    );
    expect((within(section('百廿寻迹')).getByRole('button', { name: '暂未开放' }) as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(healthCalls()).toHaveLength(2));
    expect(healthCalls()).not.toContain('/api/polish120/health');
  });

  it('shows a game the organiser closed in the console as not open, though its service is healthy', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/organizer/games/state'
        ? new Response('{"games":{"pilotsh":true,"polish120":false,"fanhua":true}}', { status: 200 })
        : new Response('{"status":"ok"}', { status: 200 }),
    );
    render(
      <MemoryRouter>
        <LandingPage config={config} />
      </MemoryRouter>,
    );
    const button = await within(section('百廿寻迹')).findByRole('button', { name: '暂未开放' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(within(section('繁华废土')).getByRole('link', { name: /进入游戏/ })).toBeTruthy();
  });
});

describe('landing page of a game its timetable opens later', () => {
  it('says when it opens, in Beijing time, and lets players in once the organiser’s state says open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let open = false;
      fetchMock.mockImplementation(async (url) =>
        String(url) === '/api/organizer/games/state'
          ? new Response(
              JSON.stringify({
                games: { pilotsh: true, polish120: open, fanhua: true },
                opensAt: { pilotsh: null, polish120: open ? null : '2026-11-29T02:00:00.000Z', fanhua: null },
              }),
              { status: 200 },
            )
          : new Response('{"status":"ok"}', { status: 200 }),
      );
      render(
        <MemoryRouter>
          <LandingPage config={config} />
        </MemoryRouter>,
      );
      const polish120 = section('百廿寻迹');
      expect(await within(polish120).findByText('将于 11月29日 10:00 开放（北京时间），到时本页会自动变为可进入。')).toBeTruthy();
      expect(within(polish120).getByRole('button', { name: '暂未开放' })).toBeTruthy();
      expect(within(section('繁华废土')).queryByText(/将于/)).toBeNull();

      open = true;
      await vi.advanceTimersByTimeAsync(GAME_STATES_POLL_MS);
      expect(await within(polish120).findByRole('link', { name: /进入游戏/ })).toBeTruthy();
      expect(within(polish120).queryByText(/将于/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('landing page following the organiser without a reload', () => {
  it('lets players in once the organiser opens the game, and shows it closed again once it is closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let polish120Open = false;
      fetchMock.mockImplementation(async (url) =>
        String(url) === '/api/organizer/games/state'
          ? new Response(JSON.stringify({ games: { pilotsh: true, polish120: polish120Open, fanhua: true } }), { status: 200 })
          : new Response('{"status":"ok"}', { status: 200 }),
      );
      render(
        <MemoryRouter>
          <LandingPage config={config} />
        </MemoryRouter>,
      );
      const polish120 = section('百廿寻迹');
      expect(await within(polish120).findByRole('button', { name: '暂未开放' })).toBeTruthy();

      polish120Open = true;
      await vi.advanceTimersByTimeAsync(GAME_STATES_POLL_MS);
      expect(await within(polish120).findByRole('link', { name: /进入游戏/ })).toBeTruthy();

      polish120Open = false;
      await vi.advanceTimersByTimeAsync(GAME_STATES_POLL_MS);
      expect(await within(polish120).findByRole('button', { name: '暂未开放' })).toBeTruthy();
      expect(GAME_STATES_POLL_MS).toBeLessThanOrEqual(4000);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('landing page while a part of the run is being restarted', () => {
  const running: AppConfig = { ...config, games: config.games.map((game) => ({ ...game, open: true })) };

  it('shows a game the organiser closed as not open, not as being restarted, when the run has it on and its health answers 503', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/organizer/games/state'
        ? new Response('{"games":{"pilotsh":true,"polish120":false,"fanhua":true}}', { status: 200 })
        : String(url) === '/api/polish120/health'
          ? new Response('{"error":"GAME_OFFLINE","message":"该游戏暂未开放"}', { status: 503 })
          : new Response('{"status":"ok"}', { status: 200 }),
    );
    render(
      <MemoryRouter>
        <LandingPage config={running} />
      </MemoryRouter>,
    );
    const polish120 = section('百廿寻迹');
    expect(((await within(polish120).findByRole('button', { name: '暂未开放' })) as HTMLButtonElement).disabled).toBe(true);
    expect(within(polish120).queryByText('暂时无法使用')).toBeNull();
  });

  it.each([
    {
      why: 'the gateway answers GAME_OFFLINE for a game the run has on',
      title: '繁华废土',
      path: 'fanhua',
      body: '{"error":"GAME_OFFLINE","message":"该游戏暂未开放或服务暂时不可用，请稍后再试"}',
      config: running,
    },
    {
      why: 'its service answers SERVICE_BUSY',
      title: '百廿寻迹',
      path: 'polish120/health',
      body: '{"success":false,"error":"SERVICE_BUSY","game":"polish120","message":"服务暂时繁忙，请稍后再试"}',
      config,
    },
  ])('shows a game as temporarily unavailable, never as not open, when $why, and enterable again once it answers', async (down) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let up = false;
      fetchMock.mockImplementation(async (url) =>
        String(url).includes(down.path) && !up ? new Response(down.body, { status: 503 }) : new Response('{"status":"ok"}', { status: 200 }),
      );
      render(
        <MemoryRouter>
          <LandingPage config={down.config} />
        </MemoryRouter>,
      );
      const game = section(down.title);
      expect(((await within(game).findByRole('button', { name: '暂时无法使用' })) as HTMLButtonElement).disabled).toBe(true);
      expect(within(game).getByRole('status').textContent).toBe('该游戏正在恢复，通常几秒内就好，本页会自动刷新。');
      expect(within(game).queryByText('暂未开放')).toBeNull();
      expect(within(game).queryByText(/请留意主办方通知/)).toBeNull();

      up = true;
      await vi.advanceTimersByTimeAsync(RECHECK_OFFLINE_MS);
      expect(await within(game).findByRole('link', { name: /进入游戏/ })).toBeTruthy();
      expect(within(game).queryByText('暂时无法使用')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
