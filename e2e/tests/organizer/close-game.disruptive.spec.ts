import { expect, test } from '@playwright/test';
import { signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

/** The landing page asks every 3 s and svc-auth holds its answer up to 1 s: a change shows within 5 s. */
const FOLLOWS_WITHIN_MS = 5000;

test('organiser closes polish120: a landing page already open says 暂未开放 without a reload, its login answers GAME_OFFLINE; then it reopens', async ({
  browser,
  page,
}) => {
  // A visitor (phone size) already on the landing page before the organiser acts; never reloaded.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/');
  const polish120 = visitor.locator('section, article').filter({ hasText: '百廿寻迹' }).first();
  await expect(polish120.getByRole('link', { name: /进入游戏/ })).toBeVisible();

  await signInToConsole(page);
  const card = page.getByTestId('overview-polish120');
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: '关闭游戏' }).click();
  await expect(card).toContainText('已关闭');
  try {
    await expect(polish120).toContainText('暂未开放', { timeout: FOLLOWS_WITHIN_MS });
    await polish120.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'organizer-landing-polish120-closed');
    const login = await visitor.request.post('/api/polish120/login', { data: { phone: '13800000001', password: 'demo1234' } });
    expect(login.status()).toBe(503);
    expect(((await login.json()) as { error: string }).error).toBe('GAME_OFFLINE');
    await screenshot(page, 'organizer-overview-closed');
  } finally {
    await card.getByRole('button', { name: '开放游戏' }).click();
  }
  await expect(card).toContainText('开放中');
  await expect(polish120.getByRole('link', { name: /进入游戏/ })).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
  await expect(polish120).not.toContainText('暂未开放');
  await screenshot(visitor, 'organizer-landing-polish120-reopened');
});
