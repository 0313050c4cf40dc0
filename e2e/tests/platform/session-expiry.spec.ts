import { expect, test } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { GAME_UI, loginThroughUi } from '../../support/games';
import { screenshot } from '../../support/screenshots';

test('a 401 on submit keeps the answer, says so, removes the token and goes to login after 2 s', async ({ page }) => {
  // 玩家4 (pilotsh 演示二队): the submit is refused before anything is judged, so no team state changes.
  const player = DEMO_PLAYERS[3]!;
  await loginThroughUi(page, 'pilotsh', player.phone, player.password);
  await page.goto('/pilotsh/tasks');
  const select = page.getByLabel('选择任务');
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
  await page.getByLabel('答案').fill('过期的令牌');

  // The session ends on the server's side: the stored token is no longer accepted.
  await page.evaluate((key) => localStorage.setItem(key, 'expired.token.value'), GAME_UI.pilotsh.tokenKey);
  const submitted = Date.now();
  await page.getByRole('button', { name: '提交答案' }).click();
  await expect(page.getByText('登录已过期：答案已保存在本机，用同一账号重新登录后自动提交')).toBeVisible();
  await expect(page.getByText(/过期的令牌 —— 等这个账号重新登录后提交/)).toBeVisible();
  await screenshot(page, 'platform-session-expired-submit');
  expect(await page.evaluate((key) => localStorage.getItem(key), GAME_UI.pilotsh.tokenKey)).toBeNull();

  // The login page follows at about 2 s, not earlier (a progress refetch without the token must
  // not cut the message short): the first navigation away from the tab is to the login page.
  await page.waitForURL(/\/pilotsh\/login$/, { timeout: 5000 });
  expect(Date.now() - submitted).toBeGreaterThanOrEqual(1900);
});
