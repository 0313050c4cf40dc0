import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '../api-client';
import { provideAppConfig } from '../app-config';
import { phoneAuthFields, type PhoneAuthField } from './auth-fields';
import { createAuthCatalogue, type RegisterAnswer } from './auth-outcome';
import { AuthScreen } from './AuthScreen';
import { keepLoginNotice } from './login-notice';
import { readPhoneLogin, type PhoneLoginAnswer } from './phone-auth-api';

// Words of a made-up game, so the assertions show which text the screen picked.
const TEXTS = {
  hint: '测试提示',
  submit: { login: '登录', register: '注册' },
  busy: { login: '正在登录…', register: '正在注册…' },
  fillAllFields: '注册缺字段',
  fillLoginFields: '登录缺字段',
  passwordsDiffer: '确认不一致',
  loginFailedWith: (message: string) => `拒绝：${message}`,
  loginFailedDefault: '登录默认失败',
  httpError: (status: number) => `HTTP ${status}`,
  registerFailedWith: (error: string) => `注册拒绝：${error}`,
  registerSucceeded: '注册成功',
  registerResult: (message: string) => `注册结果：${message}`,
  registerFailedDefault: '注册默认失败',
  timeout: '超时了',
  network: '连不上',
};
const FIELD_TEXTS = {
  name: { label: '用户名', placeholder: '昵称' },
  phone: { label: '手机号', placeholder: '手机号' },
  password: { label: '密码', placeholder: '密码' },
};
const CATALOGUE = createAuthCatalogue({ texts: TEXTS, readLogin: readPhoneLogin });
const LOOK = { themeClass: 'cg-game-test', title: '测试游戏', subtitle: '副标题', emblem: <svg /> };

type Values = Record<PhoneAuthField, string>;
const login = vi.fn<(values: Values) => Promise<PhoneLoginAnswer>>();
const register = vi.fn<(values: Values) => Promise<RegisterAnswer>>();
const keepSession = vi.fn<(token: string) => void>();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderScreen({ confirmPassword = false } = {}) {
  const fields = phoneAuthFields(confirmPassword ? { ...FIELD_TEXTS, confirmPassword: { label: '确认密码' } } : FIELD_TEXTS);
  return render(
    <MemoryRouter initialEntries={['/game/login']}>
      <Routes>
        <Route
          path="/game/login"
          element={
            <AuthScreen
              look={LOOK}
              texts={TEXTS}
              fields={fields}
              catalogue={CATALOGUE}
              login={login}
              register={register}
              keepSession={keepSession}
              homePath="/game/home"
            />
          }
        />
        <Route path="/game/home" element={<p>主页</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(登录|注册)$/ }));
const toRegister = () => fireEvent.click(screen.getByRole('tab', { name: '注册' }));

beforeEach(() => {
  login.mockReset();
  register.mockReset();
  keepSession.mockReset();
  provideAppConfig({ filing: { text: '沪ICP备12345678号', url: 'https://beian.example/' }, games: [] });
});
afterEach(cleanup);

describe('AuthScreen', () => {
  it('shows the game look, the hint and the configured filing number', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: '测试游戏' })).toBeTruthy();
    expect(screen.getByText('测试提示')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '沪ICP备12345678号' })).getAttribute('href')).toBe('https://beian.example/');
  });

  it("says once why the phone was sent to the login page (the organiser's sign-out)", () => {
    keepLoginNotice('你的手机已被组织者退出登录，请重新登录');
    renderScreen();
    expect(screen.getByRole('alert').textContent).toBe('你的手机已被组织者退出登录，请重新登录');
    cleanup();
    renderScreen();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows each mode's fields and marks the password for the browser's password manager", () => {
    renderScreen();
    expect(screen.queryByLabelText('用户名*')).toBeNull();
    expect(screen.getByLabelText('密码*').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('手机号*').getAttribute('type')).toBe('tel');
    toRegister();
    expect(screen.getByLabelText('用户名*')).toBeTruthy();
    expect(screen.getByLabelText('密码*').getAttribute('autocomplete')).toBe('new-password');
  });

  it('asks for every field of the mode before calling the server, and a mode switch clears the message', async () => {
    renderScreen();
    type('手机号*', '   ');
    type('密码*', 'pw');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('登录缺字段');
    toRegister();
    expect(screen.queryByRole('alert')).toBeNull();
    type('手机号*', '13800000009');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('注册缺字段');
    expect(login).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('logs in with trimmed values (the password as typed), keeps the session and goes home', async () => {
    login.mockResolvedValue({ message: 'Login successful', token: 'jwt-1' });
    renderScreen();
    type('手机号*', ' 13800000001 ');
    type('密码*', ' pw ');
    submit();
    await screen.findByText('主页');
    expect(login.mock.calls[0]![0]).toMatchObject({ phone: '13800000001', password: ' pw ' });
    expect(keepSession).toHaveBeenCalledWith('jwt-1');
    expect(screen.getByTestId('where').textContent).toBe('/game/home');
  });

  it("stays on the screen with the catalogue's text when the login is refused or fails", async () => {
    login.mockResolvedValueOnce({ message: '账号已停用' });
    login.mockRejectedValueOnce(new ApiError({ kind: 'timeout', status: 0, message: 'x' }));
    renderScreen();
    type('手机号*', '13800000001');
    type('密码*', 'pw');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('拒绝：账号已停用');
    submit();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('超时了'));
    expect(keepSession).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/game/login');
  });

  it('is busy while the call runs: the button says so and a second submit sends nothing', async () => {
    let answer!: (value: PhoneLoginAnswer) => void;
    login.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen();
    type('手机号*', '13800000001');
    type('密码*', 'pw');
    submit();
    const busy = await screen.findByRole('button', { name: '正在登录…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(login).toHaveBeenCalledTimes(1);
    await act(async () => answer({}));
    expect((await screen.findByRole('alert')).textContent).toBe('登录默认失败');
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('after a registration switches to login with empty fields and the success text', async () => {
    register.mockResolvedValue({ id: 'p9' });
    renderScreen();
    toRegister();
    type('用户名*', ' 小明 ');
    type('手机号*', '13800000009');
    type('密码*', 'pw123456');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('注册成功');
    expect(register.mock.calls[0]![0]).toMatchObject({ name: '小明', phone: '13800000009', password: 'pw123456' });
    expect(screen.getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('手机号*') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('密码*') as HTMLInputElement).value).toBe('');
  });

  it('keeps the filled registration form when the server refuses it', async () => {
    register.mockRejectedValue(new ApiError({ kind: 'http', status: 409, message: '该手机号已注册', hasServerMessage: true, body: {} }));
    renderScreen();
    toRegister();
    type('用户名*', '小明');
    type('手机号*', '13800000001');
    type('密码*', 'pw123456');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('注册拒绝：该手机号已注册');
    expect((screen.getByLabelText('手机号*') as HTMLInputElement).value).toBe('13800000001');
  });

  it('a confirmation field must repeat the password before anything is sent', async () => {
    register.mockResolvedValue({ id: 'p9' });
    renderScreen({ confirmPassword: true });
    toRegister();
    type('用户名*', '小明');
    type('手机号*', '13800000009');
    type('密码*', 'pw123456');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('注册缺字段');
    type('确认密码*', 'pw12345');
    submit();
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('确认不一致'));
    expect(register).not.toHaveBeenCalled();
    type('确认密码*', 'pw123456');
    submit();
    expect((await screen.findByRole('status')).textContent).toBe('注册成功');
    expect(screen.queryByLabelText('确认密码*')).toBeNull();
  });
});
