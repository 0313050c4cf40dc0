import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isBackendUnavailable } from '@citygames/web-kit/backend-status';
import { getToken, setToken } from '@citygames/web-kit/token-store';
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
import App from '../App';

// The shared behaviour of the auth screen (modes, required fields, busy state, the catalogue's rules) is
// tested once in packages/web-kit/src/auth; here: this game's fields, calls, words, storage and routes.

const fetchMock = useAuthTestBed();
const renderAt = (path: string) => renderRemoteAt(App, '/polish120', path);

describe('polish120 login screen', () => {
  it('asks for phone and password before calling the server', async () => {
    renderAt('/polish120/login');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('请输入手机号和密码');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with phone and password, stores the token and opens /polish120/tasks', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Login successful', token: 'jwt-1', user: { id: 'u1' } }));
    renderAt('/polish120/login');
    typeInto('手机号*', '13800000001');
    typeInto('密码*', 'demo1234');
    submitAuthForm();
    await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 });
    expect(getToken('polish120')).toBe('jwt-1');
    expect(currentPath()).toBe('/polish120/tasks');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/polish120/login');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800000001', password: 'demo1234' });
  });

  it('shows the server message after "登录失败："', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, error: 'INVALID_CREDENTIALS', message: '手机号或密码错误' }));
    renderAt('/polish120/login');
    typeInto('手机号*', '13800000001');
    typeInto('密码*', 'wrong');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('登录失败：手机号或密码错误');
    expect(getToken('polish120')).toBeNull();
  });

  it('gives up after 5 s with the time-out text and raises the backend banner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(hangUntilAborted);
    renderAt('/polish120/login');
    typeInto('手机号*', '13800000001');
    typeInto('密码*', 'x');
    submitAuthForm();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect((await screen.findByRole('alert')).textContent).toBe('服务器响应超时，请稍后重试');
    expect(isBackendUnavailable()).toBe(true);
  });

  it('registration refuses two different passwords', async () => {
    renderAt('/polish120/login');
    switchToRegister();
    typeInto('用户名*', '小明');
    typeInto('手机号*', '13800000009');
    typeInto('密码*', 'pw123456');
    typeInto('确认密码*', 'pw654321');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('两次输入的密码不一致');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a successful registration switches to login with empty fields', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'new-id', message: '注册成功' }));
    renderAt('/polish120/login');
    switchToRegister();
    typeInto('用户名*', '小明');
    typeInto('手机号*', '13800000009');
    typeInto('密码*', 'pw123456');
    typeInto('确认密码*', 'pw123456');
    submitAuthForm();
    expect((await screen.findByRole('status')).textContent).toBe('注册成功，请登录');
    expect(screen.getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('用户名*')).toBeNull();
    expect((screen.getByLabelText('手机号*') as HTMLInputElement).value).toBe('');
    expect(sentBody(fetchMock)).toEqual({ name: '小明', phone: '13800000009', password: 'pw123456' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/polish120/players');
  });

  it('a taken phone number shows "注册失败：" with the server text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { success: false, error: 'PHONE_TAKEN', message: '该手机号已注册' }));
    renderAt('/polish120/login');
    switchToRegister();
    typeInto('用户名*', '小明');
    typeInto('手机号*', '13800000001');
    typeInto('密码*', 'pw123456');
    typeInto('确认密码*', 'pw123456');
    submitAuthForm();
    expect((await screen.findByRole('alert')).textContent).toBe('注册失败：该手机号已注册');
  });
});

describe('polish120 guarded home', () => {
  it('sends a visitor without a token from /polish120/tasks to the login page', async () => {
    setToken('fanhua', 'not-this-game');
    renderAt('/polish120/tasks');
    await screen.findByRole('tab', { name: '登录' });
    expect(currentPath()).toBe('/polish120/login');
  });

  it('logs out: the token is removed and the login page opens', async () => {
    setToken('polish120', 'jwt');
    renderAt('/polish120');
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 }));
    expect(getToken('polish120')).toBeNull();
    expect(currentPath()).toBe('/polish120/login');
  });

  it('an unknown path after login goes to the task centre', async () => {
    setToken('polish120', 'jwt');
    renderAt('/polish120/no/such/page');
    await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 });
    expect(currentPath()).toBe('/polish120/tasks');
  });
});
