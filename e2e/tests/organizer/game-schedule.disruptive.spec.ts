import { expect, test, type Page } from '@playwright/test';
import { LAPTOP, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

/** The landing page asks every 3 s and svc-auth holds its answer up to 1 s: a change shows within 5 s. */
const FOLLOWS_WITHIN_MS = 5000;

/** A time as the organiser types it, in the browser's own time zone (the page's, not this process's), `minutes` from now. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, minutes);

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
  await card.getByLabel('百廿寻迹的开放时间').fill(await localInput(page, -60));
  await card.getByLabel('百廿寻迹的关闭时间').fill(await localInput(page, -1));
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
  // the audit log says the times in Beijing time: the closing minute typed is the one recorded (the browser runs in Beijing time)
  await expect(page.getByText('设定「百廿寻迹」的时间：开放 不设，关闭 不设，封榜 不设')).toBeVisible({ timeout: 15_000 });
});

test('organiser (laptop) sets polish120 to open in an hour: the landing page and the login say when, in Beijing time; clearing the time opens it at once', async ({
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
  const opensAt = await localInput(page, 60);
  await card.getByLabel('百廿寻迹的开放时间').fill(opensAt);
  // what the players are told: the minute typed, as month, day and time (the console runs in Beijing time)
  const [, month, day, time] = /^\d{4}-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(opensAt)!;
  const told = `将于 ${Number(month)}月${Number(day)}日 ${time} 开放`;
  try {
    await card.getByRole('button', { name: '保存时间' }).click();
    await expect(card.getByRole('status')).toHaveText('时间已保存（记入操作记录）');
    await expect(polish120).toContainText(told, { timeout: FOLLOWS_WITHIN_MS });
    await expect(polish120.getByRole('button', { name: '暂未开放' })).toBeDisabled();
    const login = await visitor.request.post('/api/polish120/login', { data: { phone: '13800000001', password: 'demo1234' } });
    expect(login.status()).toBe(503);
    expect(((await login.json()) as { message: string }).message).toContain(told);
    await screenshot(visitor, 'landing-schedule-opens-later-phone');
  } finally {
    await card.getByLabel('百廿寻迹的开放时间').fill('');
    await card.getByRole('button', { name: '保存时间' }).click();
  }
  await expect(polish120.getByRole('link', { name: /进入游戏/ })).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
});
