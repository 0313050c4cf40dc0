import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { loginThroughUi, registerThroughApi } from '../../support/games';
import { LAPTOP, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

test('organiser (laptop) places a newly registered pilotsh player, whose phone screen moves on by itself', async ({ browser }) => {
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const account = newAccount('候补');
  await registerThroughApi(player, 'pilotsh', account);
  await loginThroughUi(player, 'pilotsh', account.phone, account.password);
  await expect(player.getByTestId('no-team')).toContainText('等待组织者为你分配队伍');
  await screenshot(player, 'organizer-player-waiting');

  const organizerContext = await browser.newContext({ viewport: LAPTOP });
  const organizer = await organizerContext.newPage();
  await signInToConsole(organizer);
  await screenshot(organizer, 'organizer-overview-laptop');
  await organizer.getByRole('tab', { name: '名单' }).click();
  const row = organizer.getByTestId(`unassigned-${account.phone}`);
  await expect(row).toContainText(account.name);
  // other journeys change the same roster meanwhile: a placement refused as 「名单刚被其他组织者修改过」 is made again, as an organiser would
  const team = organizer.getByTestId('team-演示三队');
  await expect(async () => {
    if (!(await team.textContent())?.includes(account.name)) {
      await row.getByRole('combobox').selectOption({ label: '演示三队' });
      await row.getByRole('button', { name: '加入' }).click();
    }
    await expect(team).toContainText(account.name, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await screenshot(organizer, 'organizer-roster-laptop');

  // no reload on the player's side: the waiting screen asks again by itself
  await expect(player.getByTestId('no-team')).toHaveCount(0, { timeout: 15_000 });
  await screenshot(player, 'organizer-player-placed');

  await organizer.getByRole('tab', { name: '总览' }).click();
  await expect(organizer.getByTestId('action-log')).toContainText(`把 ${account.name} 加入了「演示三队」`);
  await playerContext.close();
  await organizerContext.close();
});

test('organiser (phone) lists the rosters and downloads a results CSV that parses', async ({ page }) => {
  await signInToConsole(page);
  await screenshot(page, 'organizer-overview-phone');
  await page.getByRole('tab', { name: '名单' }).click();
  await expect(page.getByTestId('team-演示一队')).toContainText('玩家1');
  await screenshot(page, 'organizer-roster-phone');
  await page.getByRole('tab', { name: '看板与成绩' }).click();
  await expect(page.getByTestId('board')).toContainText('演示二队');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '领航上海成绩' }).click();
  const file = await (await downloading).path();
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString('utf8')
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(lines[0]!.slice(0, 4)).toEqual(['名次', '队伍', '队长', '队员']);
  expect(lines.map((line) => line[1])).toEqual(expect.arrayContaining(['演示一队', '演示二队', '演示三队']));
  await screenshot(page, 'organizer-board-phone');
});

test('a player or a game admin token gets 403 from organiser routes', async ({ page }) => {
  const login = await page.request.post('/api/pilotsh/login', { data: { phone: '13800000000', password: 'admin123' } });
  const { token } = (await login.json()) as { token: string };
  for (const path of ['/api/pilotsh/organizer/roster', '/api/organizer/actions']) {
    const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(403);
  }
});

test('organiser (phone) makes a newly registered polish120 player leader of a new team, and the player enters by themself', async ({ browser, page }) => {
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const account = newAccount('现场');
  await registerThroughApi(player, 'polish120', account);
  await loginThroughUi(player, 'polish120', account.phone, account.password);
  await expect(player.getByTestId('waiting-for-team')).toContainText('等待组织者为你分配队伍');
  await screenshot(player, 'organizer-polish120-player-waiting');

  await signInToConsole(page);
  await page.getByRole('tab', { name: '名单' }).click();
  await page.getByRole('group', { name: '选择名单' }).getByRole('button', { name: '百廿寻迹' }).click();
  await expect(page.getByTestId(`unassigned-${account.phone}`)).toBeVisible();
  const teamName = `现场队${account.phone.slice(-4)}`;
  // made again if another journey's change to the same roster refused it (「名单刚被其他组织者修改过」)
  await expect(async () => {
    if ((await page.getByTestId(`team-${teamName}`).count()) === 0) {
      await page.getByLabel('队名').fill(teamName);
      await page.getByLabel('队长手机号（须已注册）').fill(account.phone);
      await page.getByRole('button', { name: '创建' }).click();
    }
    await expect(page.getByTestId(`team-${teamName}`)).toContainText(account.name, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await screenshot(page, 'organizer-polish120-roster-phone');

  await expect(player.getByTestId('waiting-for-team')).toHaveCount(0, { timeout: 15_000 });
  await expect(player.getByText('开始', { exact: true }).first()).toBeVisible();
  await playerContext.close();
});
