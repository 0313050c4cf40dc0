import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import { isBackendUnavailable } from '@citygames/web-kit/backend-status';
import { getFanhuaRole, getFanhuaUser, getToken, setFanhuaSession } from '@citygames/web-kit/token-store';
import {
  currentPath,
  hangUntilAborted,
  jsonResponse,
  renderRemoteAt,
  sentBody,
  submitAuthForm,
  switchToRegister,
  typeInto,
  useAuthTestBed,
} from '@citygames/web-kit/testing/auth-test-bed';
import App from '../../App';

// The shared behaviour of the auth screen (modes, required fields, busy state, the catalogue's rules) is
// tested once in packages/web-kit/src/auth; here: this game's fields, calls, words, storage and routes.

const fetchMock = useAuthTestBed();
const renderAt = (path: string) => renderRemoteAt(App, '/fanhua', path, <Route path="/" element={<p>首页</p>} />);

describe('fanhua auth screen', () => {
  it('login needs the account and the password', async () => {
    renderAt('/fanhua/auth');
    typeInto('手机号或用户名*', '老张');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入手机号或用户名和密码');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('沪ICP备12345678号')).toBeTruthy();
  });

  it('logs in by username, stores token, user and role, and opens /fanhua/teaminfo', async () => {
    // the login answers; the team page it opens finds no team yet
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        String(url).endsWith('/login/')
          ? jsonResponse(200, { token: 'jwt-f', user: { id: 'p1', role: 'admin', name: '老张' } })
          : jsonResponse(404, { success: false, error: 'NO_TEAM', message: '你还没有加入队伍' }),
      ),
    );
    renderAt('/fanhua/auth');
    typeInto('手机号或用户名*', '老张');
    typeInto('密码*', 'demo1234');
    submitAuthForm();
    await screen.findByRole('button', { name: '退出' }, { timeout: 5000 });
    expect(currentPath()).toBe('/fanhua/teaminfo');
    expect(getToken('fanhua')).toBe('jwt-f');
    expect(getFanhuaUser()).toEqual({ id: 'p1', role: 'admin', name: '老张' });
    expect(getFanhuaRole()).toBe('admin');
    expect(screen.getByRole('link', { name: '管理' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/fanhua/login/');
    expect(JSON.parse(String(init?.body))).toEqual({ name: '老张', password: 'demo1234' });
  });

  it('shows the server error text as is, or the default when there is none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, error: 'INVALID_CREDENTIALS', message: '用户名或密码错误' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    renderAt('/fanhua/auth');
    typeInto('手机号或用户名*', '13800000001');
    typeInto('密码*', 'bad');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    submitAuthForm();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('登录失败，请检查填写的信息'));
  });

  it('times out after 5 s with its own text and the backend banner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(hangUntilAborted);
    renderAt('/fanhua/auth');
    typeInto('手机号或用户名*', '老张');
    typeInto('密码*', 'x');
    submitAuthForm();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect((await screen.findByRole('alert')).textContent).toBe('服务器响应超时，请稍后再试');
    expect(isBackendUnavailable()).toBe(true);
  });

  it('registration needs username, password and phone', async () => {
    renderAt('/fanhua/auth');
    switchToRegister();
    typeInto('用户名*', '老张');
    typeInto('密码*', 'pw');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('请填写所有字段');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers with joinTeam false, shows the server message and switches to login', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'p9', message: '注册成功，请登录' }));
    renderAt('/fanhua/auth');
    switchToRegister();
    typeInto('用户名*', '老张');
    typeInto('密码*', 'pw123456');
    typeInto('手机号*', '13800000009');
    submitAuthForm();
    expect((await screen.findByRole('status')).textContent).toBe('注册成功，请登录');
    expect(screen.getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('手机号或用户名*') as HTMLInputElement).value).toBe('');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/fanhua/players/');
    expect(sentBody(fetchMock)).toEqual({ name: '老张', password: 'pw123456', phone: '13800000009', joinTeam: false });
  });

  it('a refused registration shows "注册失败：" with the server text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { success: false, error: 'PHONE_TAKEN', message: '该手机号已注册' }));
    renderAt('/fanhua/auth');
    switchToRegister();
    typeInto('用户名*', '老张');
    typeInto('密码*', 'pw123456');
    typeInto('手机号*', '13800000001');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('注册失败：该手机号已注册');
  });
});

describe('fanhua guarded screens', () => {
  it('sends a visitor without a token to /fanhua/auth', async () => {
    renderAt('/fanhua/teaminfo');
    await screen.findByRole('tab', { name: '登录' }, { timeout: 5000 });
    expect(currentPath()).toBe('/fanhua/auth');
  });

  it('hides the admin tab from players and logs out to the landing page', async () => {
    setFanhuaSession({ token: 'jwt', user: { id: 'p1', role: 'user' } });
    renderAt('/fanhua/login');
    const logout = await screen.findByRole('button', { name: '退出' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: '队伍' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '管理' })).toBeNull();
    fireEvent.click(logout);
    expect(getToken('fanhua')).toBeNull();
    expect(getFanhuaUser()).toBeNull();
    expect(currentPath()).toBe('/');
  });

  it("shows fanhua's own not-found screen for an unknown path", async () => {
    renderAt('/fanhua/nowhere');
    expect(await screen.findByText('信号丢失')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });
});
