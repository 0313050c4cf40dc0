import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '@citygames/web-kit/token-store';
import { currentPath, submitAuthForm, switchToRegister, typeInto } from '@citygames/web-kit/testing/auth-test-bed';
import { describePhoneLoginRemote } from '@citygames/web-kit/testing/phone-login-remote-suite';
import App from '../../App';

// The auth screen's own rules are tested in packages/web-kit/src/auth, and what every phone-login game
// does with its fields, calls, storage and routes in the shared suite; here: what only polish120 does
// (a confirm-password field; unknown paths after login go to the task centre).

const { fetchMock, renderAt } = describePhoneLoginRemote({
  game: 'polish120',
  App,
  fillExtraRegisterFields: (password) => typeInto('确认密码*', password),
});

describe('polish120 only', () => {
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

  it('an unknown path after login goes to the task centre', async () => {
    setToken('polish120', 'jwt');
    renderAt('/polish120/no/such/page');
    await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 });
    expect(currentPath()).toBe('/polish120/tasks');
  });
});
