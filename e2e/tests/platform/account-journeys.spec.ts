import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import {
  GAME_IDS,
  authMessage,
  loginThroughUi,
  logoutThroughUi,
  openAuth,
  registerThroughApi,
  registerThroughUi,
  submitLogin,
  submitRegister,
} from '../../support/games';
import { screenshot } from '../../support/screenshots';

/** The spec's login failure texts: pilotsh and polish120 prefix the server message, fanhua shows it as is. */
const WRONG_PASSWORD_TEXT = {
  pilotsh: '登录失败：手机号或密码错误',
  polish120: '登录失败：手机号或密码错误',
  fanhua: '用户名/手机号或密码错误',
} as const;

for (const game of GAME_IDS) {
  test.describe(game, () => {
    test('register → login → home → logout', async ({ page }) => {
      const account = newAccount();
      await registerThroughUi(page, game, account);
      await screenshot(page, `platform-${game}-registered`);
      await loginThroughUi(page, game, account.phone, account.password);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `platform-${game}-home`);
      await logoutThroughUi(page, game);
    });

    test('a wrong password shows the login failure message', async ({ page }) => {
      const account = newAccount();
      await registerThroughApi(page, game, account);
      await openAuth(page, game);
      await submitLogin(page, game, account.phone, 'not-the-password');
      await expect(authMessage(page)).toHaveText(WRONG_PASSWORD_TEXT[game]);
      await screenshot(page, `platform-${game}-wrong-password`);
      await expect(page).toHaveURL(new RegExp(`/${game}/`));
    });

    test('a phone number registered already is refused with the registration failure message', async ({ page }) => {
      const account = newAccount();
      await registerThroughApi(page, game, account);
      await openAuth(page, game);
      await submitRegister(page, game, { ...newAccount(), phone: account.phone });
      await expect(authMessage(page)).toHaveText('注册失败：该手机号已注册');
      await screenshot(page, `platform-${game}-duplicate-phone`);
    });
  });
}
