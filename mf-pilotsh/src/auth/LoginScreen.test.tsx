import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { provideAppConfig } from '@citygames/web-kit/app-config';
import { isBackendUnavailable, markBackendAvailable } from '@citygames/web-kit/backend-status';
import { getToken, setToken } from '@citygames/web-kit/token-store';
import App from '../App';

// The shared behaviour of the auth screen (modes, required fields, busy state, the catalogue's rules) is
// tested once in packages/web-kit/src/auth; here: this game's fields, calls, words, storage and routes.

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pilotsh/*" element={<App />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(登录|注册)$/ }));
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  markBackendAvailable();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  provideAppConfig({ filing: { text: '沪ICP备12345678号', url: 'https://beian.example/' }, games: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pilotsh login screen', () => {
  it('asks for phone and password before calling the server', async () => {
    renderAt('/pilotsh/login');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入手机号和密码');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with phone and password, stores the token and opens /pilotsh/tasks', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Login successful', token: 'jwt-1', user: { id: 'u1' } }));
    renderAt('/pilotsh/login');
    type('手机号*', '13800000001');
    type('密码*', 'demo1234');
    submit();
    await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 });
    expect(getToken('pilotsh')).toBe('jwt-1');
    expect(screen.getByTestId('where').textContent).toBe('/pilotsh/tasks');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/pilotsh/login');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800000001', password: 'demo1234' });
  });

  it('shows the server message after "登录失败："', async () => {
    fetchMock.mockResolvedValue(json(401, { success: false, error: 'INVALID_CREDENTIALS', message: '手机号或密码错误' }));
    renderAt('/pilotsh/login');
    type('手机号*', '13800000001');
    type('密码*', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('登录失败：手机号或密码错误');
    expect(getToken('pilotsh')).toBeNull();
  });

  it('gives up after 5 s with the time-out text and raises the backend banner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    renderAt('/pilotsh/login');
    type('手机号*', '13800000001');
    type('密码*', 'x');
    submit();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect((await screen.findByRole('alert')).textContent).toBe('服务器响应超时，请稍后重试');
    expect(isBackendUnavailable()).toBe(true);
  });

  it('a successful registration switches to login with empty fields', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 'new-id', message: '注册成功' }));
    renderAt('/pilotsh/login');
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    type('用户名*', '小明');
    type('手机号*', '13800000009');
    type('密码*', 'pw123456');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('注册成功，请登录');
    expect(screen.getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('用户名*')).toBeNull();
    expect((screen.getByLabelText('手机号*') as HTMLInputElement).value).toBe('');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ name: '小明', phone: '13800000009', password: 'pw123456' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/pilotsh/players');
  });

  it('a taken phone number shows "注册失败：" with the server text', async () => {
    fetchMock.mockResolvedValue(json(409, { success: false, error: 'PHONE_TAKEN', message: '该手机号已注册' }));
    renderAt('/pilotsh/login');
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    type('用户名*', '小明');
    type('手机号*', '13800000001');
    type('密码*', 'pw123456');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('注册失败：该手机号已注册');
  });
});

describe('pilotsh guarded home', () => {
  it('sends a visitor without a token from /pilotsh/tasks to the login page', async () => {
    setToken('fanhua', 'not-this-game');
    renderAt('/pilotsh/tasks');
    await screen.findByRole('tab', { name: '登录' });
    expect(screen.getByTestId('where').textContent).toBe('/pilotsh/login');
  });

  it('logs out: the token is removed and the login page opens', async () => {
    setToken('pilotsh', 'jwt');
    renderAt('/pilotsh');
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 }));
    expect(getToken('pilotsh')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/pilotsh/login');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/pilotsh/no-such-page');
    expect(await screen.findByText('页面未找到')).toBeTruthy();
  });
});
