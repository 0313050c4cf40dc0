import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { AppConfig } from '@citygames/web-kit/app-config';
import { App } from './App';

const config: AppConfig = {
  filing: null,
  games: [
    { id: 'pilotsh', title: '领航上海', subtitle: '', description: '', enterPath: '/pilotsh/login', manifest: '/remotes/pilotsh/mf-manifest.json' },
    { id: 'fanhua', title: '繁华废土', subtitle: '', description: '', enterPath: '/fanhua/auth', manifest: '/remotes/fanhua/mf-manifest.json' },
  ],
};

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, loadGame = vi.fn(async (id: string) => ({ default: () => <p>{`remote:${id}`}</p> }))) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} loadGame={loadGame} />
    </MemoryRouter>,
  );
  return loadGame;
}

describe('shell routes', () => {
  it("hands every path under a configured game to that game's remote", async () => {
    const loadGame = renderAt('/fanhua/trade');
    expect(await screen.findByText('remote:fanhua')).toBeTruthy();
    expect(loadGame).toHaveBeenCalledWith('fanhua');
  });

  it('loads remotes on demand: the landing page loads none', async () => {
    const loadGame = renderAt('/');
    expect(await screen.findByText('欢迎来到城市实景团队游戏')).toBeTruthy();
    expect(loadGame).not.toHaveBeenCalled();
  });

  it('shows the not-found page for unknown paths and for games that are not configured', async () => {
    renderAt('/polish120/login');
    expect(await screen.findByText('页面未找到')).toBeTruthy();
    cleanup();
    renderAt('/somewhere/else');
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it('explains when the site configuration cannot be read', () => {
    render(
      <MemoryRouter>
        <App config={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('站点配置暂时无法读取')).toBeTruthy();
  });
});
