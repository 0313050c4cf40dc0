import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from './pages/AppErrorBoundary';
import { BackendBanner } from './pages/BackendBanner';
import { markBackendAvailable, markBackendUnavailable } from './pages/backend-status';
import { navigateTo } from './navigate';
import { NotFoundPage } from './pages/NotFoundPage';
import { redirectToLogin } from './login-redirect';
import { RequireToken } from './RequireToken';
import { setToken } from './token-store';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => {
  localStorage.clear();
  markBackendAvailable();
});
afterEach(cleanup);

describe('RequireToken', () => {
  const tree = (
    <MemoryRouter initialEntries={['/polish120/tasks']}>
      <Routes>
        <Route path="/polish120/login" element={<Where />} />
        <Route element={<RequireToken game="polish120" loginPath="/polish120/login" />}>
          <Route path="/polish120/tasks" element={<p>任务中心</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );

  it("sends a visitor without that game's token to its login page", () => {
    setToken('pilotsh', 'wrong-game');
    render(tree);
    expect(screen.getByTestId('where').textContent).toBe('/polish120/login');
  });

  it('lets a player with a token through', () => {
    setToken('polish120', 'tok');
    render(tree);
    expect(screen.getByText('任务中心')).toBeTruthy();
  });

  it('leaves the screen up while a 401 redirect is already scheduled, so its message can be read', () => {
    vi.useFakeTimers();
    try {
      const navigate = vi.fn();
      redirectToLogin(navigate, '/polish120/login', 2000);
      render(tree);
      expect(screen.getByText('任务中心')).toBeTruthy();
      act(() => vi.advanceTimersByTime(2000));
      expect(navigate).toHaveBeenCalledWith('/polish120/login');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('BackendBanner', () => {
  it('appears when a call fails, can be dismissed, and returns on the next outage', () => {
    render(<BackendBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => markBackendUnavailable());
    expect(screen.getByRole('alert').textContent).toContain('后端服务暂不可用，但界面仍可浏览');
    fireEvent.click(screen.getByText('知道了'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => markBackendAvailable());
    act(() => markBackendUnavailable());
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('shows again on the next failed call after it was dismissed, with no answer in between', () => {
    render(<BackendBanner />);
    act(() => markBackendUnavailable());
    fireEvent.click(screen.getByText('知道了'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => markBackendUnavailable());
    expect(screen.getByRole('alert').textContent).toContain('后端服务暂不可用');
  });
});

describe('AppErrorBoundary', () => {
  it('shows the failure screen with a reload button and collapsible details', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom in render');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('应用遇到了问题，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    const details = screen.getByText('错误详情').closest('details')!;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('boom in render');
    quiet.mockRestore();
  });
});

describe('NotFoundPage', () => {
  it('shows 404, the not-found text and a link home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('页面未找到')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

describe('navigateTo', () => {
  it('moves a BrowserRouter without reloading (used by the API client on a 401)', () => {
    window.history.replaceState(null, '', '/fanhua/trade');
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/fanhua/trade');
    act(() => navigateTo('/fanhua/auth'));
    expect(screen.getByTestId('where').textContent).toBe('/fanhua/auth');
    expect(window.location.pathname).toBe('/fanhua/auth');
  });
});
