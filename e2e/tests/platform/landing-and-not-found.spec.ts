import { expect, test } from '@playwright/test';
import { GAME_IDS, GAME_UI } from '../../support/games';
import { screenshot } from '../../support/screenshots';

test('the landing page lists the three games with their enter buttons', async ({ page }) => {
  const failedRequests: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  for (const game of GAME_IDS) {
    const card = page.locator('section', { has: page.getByRole('heading', { name: GAME_UI[game].title }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: '进入游戏' })).toHaveAttribute('href', GAME_UI[game].authPath);
  }
  // Every game is open in this run: none is marked as not open once the health checks answer.
  await expect(page.getByText('暂未开放')).toHaveCount(0);
  await screenshot(page, 'platform-landing');
  expect(failedRequests).toEqual([]);
});

test('an enter button opens that game inside the shell', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('section', { has: page.getByRole('heading', { name: GAME_UI.polish120.title }) });
  await card.getByRole('link', { name: '进入游戏' }).click();
  await expect(page).toHaveURL(/\/polish120\/login$/);
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the shell answers every client-side path, then routes it
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('页面未找到')).toBeVisible();
  await screenshot(page, 'platform-not-found');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: GAME_UI.pilotsh.title })).toBeVisible();
});

test('an unknown API path answers JSON 404 and a missing chunk is not the HTML page', async ({ request }) => {
  const api = await request.get('/api/nowhere/at/all');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ success: false, error: 'NOT_FOUND', message: '接口不存在' });
  const chunk = await request.get('/static/js/missing.0123456789.js');
  expect(chunk.status()).toBe(404);
});
