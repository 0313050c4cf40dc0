import { useQueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getFanhuaUser, getToken, setFanhuaSession, setToken } from '../token-store';
import { GameHomeFrame } from './GameHomeFrame';
import { GuardedGameArea } from './GuardedGameArea';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function UsesQueryClient() {
  return <p>{useQueryClient() ? '有查询客户端' : ''}</p>;
}

function ShowsPopups() {
  return (
    <>
      <button type="button" onClick={() => Toast.show({ content: '已保存' })}>
        提示
      </button>
      <button type="button" onClick={() => void Dialog.confirm({ content: '确定前往？', confirmText: '确定', cancelText: '取消' })}>
        确认
      </button>
    </>
  );
}

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/pilotsh/tasks']}>
      <Routes>
        <Route path="/pilotsh/login" element={<p>登录页</p>} />
        <Route element={<GuardedGameArea game="pilotsh" loginPath="/pilotsh/login" />}>
          <Route path="/pilotsh/tasks" element={<UsesQueryClient />} />
          <Route path="/pilotsh/popups" element={<ShowsPopups />} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  // the guarded area asks whether its game is open (game-offline.test.tsx covers that)
  vi.stubGlobal('fetch', async () => Response.json({ games: { pilotsh: true, polish120: true, fanhua: true } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuardedGameArea', () => {
  it("sends a visitor without the game's token to its login page", () => {
    setToken('polish120', 'another-game');
    renderGuarded();
    expect(screen.getByTestId('where').textContent).toBe('/pilotsh/login');
  });

  it('gives the screens behind the guard a query client', async () => {
    setToken('pilotsh', 'jwt');
    renderGuarded();
    expect(await screen.findByText('有查询客户端')).toBeTruthy();
  });

  it("dresses <body> in the game's theme while its screens are shown", async () => {
    setToken('pilotsh', 'jwt');
    const { unmount } = renderGuarded();
    await screen.findByText('有查询客户端');
    expect(document.body.classList.contains('cg-game-pilotsh')).toBe(true);
    unmount();
    expect(document.body.classList.contains('cg-game-pilotsh')).toBe(false);
  });

  it("makes antd-mobile's Toast.show and Dialog.confirm render under React 19", async () => {
    setToken('pilotsh', 'jwt');
    render(
      <MemoryRouter initialEntries={['/pilotsh/popups']}>
        <Routes>
          <Route element={<GuardedGameArea game="pilotsh" loginPath="/pilotsh/login" />}>
            <Route path="/pilotsh/popups" element={<ShowsPopups />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '提示' }));
    expect(await screen.findByText('已保存')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('确定前往？')).toBeTruthy();
    await act(async () => {
      Dialog.clear();
      Toast.clear();
    });
  });
});

describe('GameHomeFrame', () => {
  function renderFrame(logoutTo: string) {
    return render(
      <MemoryRouter initialEntries={['/fanhua/area']}>
        <Routes>
          <Route
            element={<GameHomeFrame game="fanhua" title="繁华废土" emblem={<svg />} logoutTo={logoutTo} logoutLabel="退出" nav={<nav aria-label="导航" />} />}
          >
            <Route path="/fanhua/area" element={<p>区域页</p>} />
          </Route>
          <Route path="*" element={<p>别处</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
  }

  it("shows the title, the game's nav and the screen", () => {
    renderFrame('/');
    expect(screen.getByRole('heading', { name: '繁华废土' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '导航' })).toBeTruthy();
    expect(screen.getByText('区域页')).toBeTruthy();
  });

  it("logging out forgets that game's session only and goes where the game says", () => {
    setFanhuaSession({ token: 'jwt-f', user: { id: 'p1', role: 'user' } });
    setToken('pilotsh', 'jwt-p');
    renderFrame('/');
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    expect(getToken('fanhua')).toBeNull();
    expect(getFanhuaUser()).toBeNull();
    expect(getToken('pilotsh')).toBe('jwt-p');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
