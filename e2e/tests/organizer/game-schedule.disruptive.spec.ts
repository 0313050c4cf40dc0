import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueName } from '../../support/accounts';
import { LAPTOP, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';
import { adminToken, animationsDone, awakenThroughUi, fanhuaApi, leaderWithTeam } from '../fanhua/fanhua-support';

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

/** One item of the catalogue that the demo pack gives least often, so a team holding hundreds of it is on its top-10 board. */
const ITEM = { type: 'medical', arg: 'first-aid', name: '急救包' } as const;

/** The player's phone opens the asset panel afresh (no cached board) and the item's leaderboard; answers the sheet. */
async function openItemBoard(phone: Page) {
  await phone.goto('/fanhua/property');
  await phone.getByTestId(`resource-${ITEM.type}-${ITEM.arg}`).getByRole('button', { name: '排行' }).click();
  const board = phone.getByRole('dialog', { name: `${ITEM.name} 排行榜` });
  await expect(board.locator('table')).toBeVisible();
  return board;
}

test('organiser (laptop) types a freeze time a minute ago for fanhua: the board freezes from the save, the player’s leaderboard says 已封榜 and keeps the count from before a later grant, the organiser’s results count it; clearing the time shows the live count', async ({
  browser,
  request,
}) => {
  test.slow();
  const admin = await adminToken(request);
  const grant = (teamId: string, count: number) =>
    fanhuaApi(request, admin, 'POST', '/trade/add-asset', { team_id: teamId, type: ITEM.type, arg: ITEM.arg, count });
  const scoreOf = async (teamId: string) => {
    const { assets } = await fanhuaApi<{ assets: { count: number }[] }>(request, admin, 'GET', `/trade/assets?team_id=${teamId}`);
    return assets.reduce((sum, line) => sum + line.count, 0);
  };

  // a player leading a team of its own, awakened, with 500 first-aid kits: its live board shows them
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })).newPage();
  const teamName = uniqueName('封榜');
  const { teamId } = await leaderWithTeam(phone, teamName);
  await grant(teamId, 500);
  await awakenThroughUi(phone, { strength: 10, intelligence: 10, luck: 10 });
  const ownCount = (board: Locator) => board.locator('tr', { hasText: teamName }).locator('.fh-leaderboard__count');
  let board = await openItemBoard(phone);
  await expect(ownCount(board)).toHaveText('500');
  await expect(board.getByRole('status')).toHaveCount(0);

  const page = await (await browser.newContext({ viewport: LAPTOP, locale: 'zh-CN' })).newPage();
  await signInToConsole(page);
  await page.getByRole('tab', { name: '总览' }).click();
  const card = page.getByTestId('overview-fanhua');
  await card.getByText('定时开放、关闭与封榜').click();
  const typed = await localInput(page, -1);
  const freezeInput = card.getByLabel('繁华废土的封榜时间');
  await freezeInput.fill(typed);
  try {
    await card.getByRole('button', { name: '保存时间' }).click();
    await expect(card.getByRole('status')).toHaveText('时间已保存（记入操作记录）');
    // nothing kept the standings of a minute already past: the board freezes from the save, and the form shows that time
    await expect(freezeInput).not.toHaveValue(typed);
    const freezeAt = await freezeInput.inputValue();
    // what the players are told: that minute, as month-day and time (the phone, like the console, runs in Beijing time)
    const [, month, day, time] = /^\d{4}-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(freezeAt)!;
    const frozenNotice = `已封榜：显示的是 ${month}-${day} ${time} 的排名，之后的变化活动结束时公布`;
    await screenshot(page, 'organizer-fanhua-freeze-set-laptop');

    // the player's board says it froze (svc-fanhua reads the freeze time again within 1 s), still with 500
    await expect(async () => {
      board = await openItemBoard(phone);
      await expect(board.getByRole('status')).toHaveText(frozenNotice, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(ownCount(board)).toHaveText('500');

    // after the freeze the game admin grants the team a great deal more: the team's own panel shows it, its board does not
    await grant(teamId, 90_000);
    const score = await scoreOf(teamId);
    board = await openItemBoard(phone);
    await expect(phone.getByTestId(`resource-${ITEM.type}-${ITEM.arg}`)).toContainText('×90500');
    await expect(board.getByRole('status')).toHaveText(frozenNotice);
    await expect(ownCount(board)).toHaveText('500');
    await expect(board.locator('tr', { hasText: teamName })).toContainText('本队');
    await animationsDone(phone);
    await screenshot(phone, 'fanhua-leaderboard-frozen-phone');

    // the organiser's ranked results keep counting: the team's score is its total assets now, the grant included
    await page.getByRole('tab', { name: '看板与成绩' }).click();
    await page.getByRole('group', { name: '选择看板' }).getByRole('button', { name: '繁华废土' }).click();
    const ranked = page.getByTestId('ranked-results');
    await expect(ranked.locator('thead')).toContainText('得分（资产总数）', { timeout: 15_000 });
    const row = ranked.locator('tr', { hasText: teamName });
    expect(score).toBeGreaterThanOrEqual(90_500);
    await expect(row.locator('td').nth(2)).toHaveText(String(score), { timeout: 15_000 });
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'organizer-fanhua-results-frozen-laptop');
  } finally {
    await page.getByRole('tab', { name: '总览' }).click();
    await expect(card.getByText('定时开放、关闭与封榜')).toBeVisible();
    if (!(await freezeInput.isVisible())) await card.getByText('定时开放、关闭与封榜').click();
    await freezeInput.fill('');
    await card.getByRole('button', { name: '保存时间' }).click();
    await expect(card.getByRole('status')).toHaveText('时间已保存（记入操作记录）');
  }
  await expect(card.getByLabel('繁华废土的封榜时间')).toHaveValue('');

  // the live board again: no notice, the team's count now
  await expect(async () => {
    board = await openItemBoard(phone);
    await expect(ownCount(board)).toHaveText('90500', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(board.getByRole('status')).toHaveCount(0);
  await animationsDone(phone);
  await screenshot(phone, 'fanhua-leaderboard-live-phone');
});
