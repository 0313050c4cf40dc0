import { expect, test } from '@playwright/test';
import { LAPTOP, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

/** The landing page asks every 3 s and svc-auth holds its answer up to 1 s: a change shows within 5 s. */
const FOLLOWS_WITHIN_MS = 5000;

/** A time as the organiser types it (the browser's own time), `minutes` from now. */
const localInput = (minutes: number) => {
  const date = new Date(Date.now() + minutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

test('organiser (laptop) sets polish120 to close a minute ago: the landing page says 暂未开放 and the login answers GAME_OFFLINE; clearing the time opens it again', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })).newPage();
  await visitor.goto('/');
  const polish120 = visitor.locator('section, article').filter({ hasText: '百廿寻迹' }).first();
  await expect(polish120.getByRole('link', { name: /进入游戏/ })).toBeVisible();

  const page = await (await browser.newContext({ viewport: LAPTOP, locale: 'zh-CN' })).newPage();
  await signInToConsole(page);
  const card = page.getByTestId('overview-polish120');
  await card.getByText('定时开放、关闭与封榜').click();
  await card.getByLabel('百廿寻迹的开放时间').fill(localInput(-60));
  await card.getByLabel('百廿寻迹的关闭时间').fill(localInput(-1));
  try {
    await card.getByRole('button', { name: '保存时间' }).click();
    await expect(card.getByRole('status')).toHaveText('时间已保存（记入操作记录）');
    await expect(polish120).toContainText('暂未开放', { timeout: FOLLOWS_WITHIN_MS });
    const login = await visitor.request.post('/api/polish120/login', { data: { phone: '13800000001', password: 'demo1234' } });
    expect(login.status()).toBe(503);
    await expect(card).toContainText('已关闭', { timeout: 10_000 });
    await screenshot(page, 'organizer-schedule-closed-laptop');
    await screenshot(visitor, 'landing-schedule-closed-phone');
  } finally {
    await card.getByLabel('百廿寻迹的开放时间').fill('');
    await card.getByLabel('百廿寻迹的关闭时间').fill('');
    await card.getByRole('button', { name: '保存时间' }).click();
  }
  await expect(polish120.getByRole('link', { name: /进入游戏/ })).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
  await expect(card).toContainText('开放中', { timeout: 10_000 });
});
