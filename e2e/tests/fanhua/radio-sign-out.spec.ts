import { expect, test } from '@playwright/test';
import { authMessage, GAME_UI } from '../../support/games';
import { organizerToken } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';
import { leaderWithTeam } from './fanhua-support';

/**
 * A phone left on the radio, doing nothing, when the organiser signs its player out (docs/auth.md「退出手机与暂停」): the
 * live stream is ended by the service within seconds, the page's next ticket is refused, and the phone lands on the
 * login page saying why, without a tap. The stream must not keep a signed-out phone listening.
 */
test('a phone idle on the radio lands on the login page, saying why, once the organiser signs it out', async ({ page }) => {
  const { account } = await leaderWithTeam(page, `电台退出${Date.now() % 100000}`);
  await page.goto('/fanhua/radio');
  await expect(page.getByTestId('radio-live')).toHaveText('实时');

  const token = await organizerToken(page.request);
  const signedOut = await page.request.post(`/api/organizer/games/fanhua/players/${account.phone}/sign-out`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(signedOut.status(), await signedOut.text()).toBe(200);

  // The service re-checks a stream's access every few seconds; the page then asks for a new ticket and is refused.
  await expect(page).toHaveURL(GAME_UI.fanhua.authPath, { timeout: 20_000 });
  await expect(authMessage(page)).toHaveText('你的手机已被组织者退出登录，请重新登录');
  await screenshot(page, 'fanhua-radio-signed-out-phone');
});
