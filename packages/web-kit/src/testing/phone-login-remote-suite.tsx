import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isBackendUnavailable } from '../pages/backend-status';
import { getToken, setToken } from '../token-store';
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
} from './auth-test-bed';

export interface PhoneLoginRemote {
  game: 'pilotsh' | 'polish120';
  /** The remote's exposed App. */
  App: ComponentType;
  /** Fills the register-only fields beyond name, phone and password (polish120's confirm password). */
  fillExtraRegisterFields?: (password: string) => void;
}

/**
 * What every phone-login game (pilotsh, polish120) must do with its own fields, calls, storage and routes,
 * written once. The auth screen's own rules are tested in packages/web-kit/src/auth; a remote's
 * differences (confirm password, unknown paths) stay in its own test file.
 */
export function describePhoneLoginRemote({ game, App, fillExtraRegisterFields = () => undefined }: PhoneLoginRemote) {
  const fetchMock = useAuthTestBed();
  const base = `/${game}`;
  const renderAt = (path: string) => renderRemoteAt(App, base, path);
  const fillRegister = (phone: string) => {
    switchToRegister();
    typeInto('用户名*', '小明');
    typeInto('手机号*', phone);
    typeInto('密码*', 'pw123456');
    fillExtraRegisterFields('pw123456');
  };

  describe(`${game} login screen`, () => {
    it('asks for phone and password before calling the server', async () => {
      renderAt(`${base}/login`);
      submitAuthForm();
      expect((await screen.findByRole('alert')).textContent).toBe('请输入手机号和密码');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it(`logs in with phone and password, stores the token and opens ${base}/tasks`, async () => {
      // the login answers; what the task page then reads is not part of this test
      fetchMock.mockImplementation((url) =>
        Promise.resolve(
          String(url) === `/api/${game}/login`
            ? jsonResponse(200, { message: 'Login successful', token: 'jwt-1', user: { id: 'u1' } })
            : jsonResponse(503, { success: false, error: 'SERVICE_BUSY', message: '服务暂时繁忙，请稍后再试' }),
        ),
      );
      renderAt(`${base}/login`);
      typeInto('手机号*', '13800000001');
      typeInto('密码*', 'demo1234');
      submitAuthForm();
      await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 });
      expect(getToken(game)).toBe('jwt-1');
      expect(currentPath()).toBe(`${base}/tasks`);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe(`/api/${game}/login`);
      expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800000001', password: 'demo1234' });
    });

    it('shows the server message after "登录失败："', async () => {
      fetchMock.mockResolvedValue(jsonResponse(401, { success: false, error: 'INVALID_CREDENTIALS', message: '手机号或密码错误' }));
      renderAt(`${base}/login`);
      typeInto('手机号*', '13800000001');
      typeInto('密码*', 'wrong');
      submitAuthForm();
      expect((await screen.findByRole('alert')).textContent).toBe('登录失败：手机号或密码错误');
      expect(getToken(game)).toBeNull();
    });

    it('gives up after 5 s with the time-out text and raises the backend banner', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fetchMock.mockImplementation(hangUntilAborted);
      renderAt(`${base}/login`);
      typeInto('手机号*', '13800000001');
      typeInto('密码*', 'x');
      submitAuthForm();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect((await screen.findByRole('alert')).textContent).toBe('服务器响应超时，请稍后重试');
      expect(isBackendUnavailable()).toBe(true);
    });

    it('a successful registration switches to login with empty fields', async () => {
      fetchMock.mockResolvedValue(jsonResponse(201, { id: 'new-id', message: '注册成功' }));
      renderAt(`${base}/login`);
      fillRegister('13800000009');
      submitAuthForm();
      expect((await screen.findByRole('status')).textContent).toBe('注册成功，请登录');
      expect(screen.getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.queryByLabelText('用户名*')).toBeNull();
      expect((screen.getByLabelText('手机号*') as HTMLInputElement).value).toBe('');
      expect(sentBody(fetchMock)).toEqual({ name: '小明', phone: '13800000009', password: 'pw123456' });
      expect(fetchMock.mock.calls[0]![0]).toBe(`/api/${game}/players`);
    });

    it('a taken phone number shows "注册失败：" with the server text', async () => {
      fetchMock.mockResolvedValue(jsonResponse(409, { success: false, error: 'PHONE_TAKEN', message: '该手机号已注册' }));
      renderAt(`${base}/login`);
      fillRegister('13800000001');
      submitAuthForm();
      expect((await screen.findByRole('alert')).textContent).toBe('注册失败：该手机号已注册');
    });
  });

  describe(`${game} guarded home`, () => {
    it(`sends a visitor without a token from ${base}/tasks to the login page`, async () => {
      setToken('fanhua', 'not-this-game');
      renderAt(`${base}/tasks`);
      await screen.findByRole('tab', { name: '登录' });
      expect(currentPath()).toBe(`${base}/login`);
    });

    it('logs out: the token is removed and the login page opens', async () => {
      setToken(game, 'jwt');
      renderAt(base);
      fireEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 }));
      expect(getToken(game)).toBeNull();
      expect(currentPath()).toBe(`${base}/login`);
    });
  });

  return { fetchMock, renderAt };
}
