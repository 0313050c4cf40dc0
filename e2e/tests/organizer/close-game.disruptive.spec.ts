import { expect, test } from '@playwright/test';
import { signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

test('organiser closes polish120: the landing page says 暂未开放 and its login answers GAME_OFFLINE; then reopens it', async ({ browser, page }) => {
  await signInToConsole(page);
  const card = page.getByTestId('overview-polish120');
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: '关闭游戏' }).click();
  await expect(card).toContainText('已关闭');
  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await expect(visitor.locator('section, article').filter({ hasText: '百廿寻迹' }).first()).toContainText('暂未开放');
    await screenshot(visitor, 'organizer-landing-polish120-closed');
    const login = await visitor.request.post('/api/polish120/login', { data: { phone: '13800000001', password: 'demo1234' } });
    expect(login.status()).toBe(503);
    expect(((await login.json()) as { error: string }).error).toBe('GAME_OFFLINE');
    await screenshot(page, 'organizer-overview-closed');
  } finally {
    await card.getByRole('button', { name: '开放游戏' }).click();
  }
  await expect(card).toContainText('开放中');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.locator('section, article').filter({ hasText: '百廿寻迹' }).first()).not.toContainText('暂未开放');
});
