import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount } from '../../support/accounts';
import { loginThroughUi, registerThroughApi, type GameId } from '../../support/games';
import { createTeamAsOrganizer, LAPTOP, organizerToken, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';
import { createTeamThroughUi, freshPlayer } from '../fanhua/fanhua-support';

/**
 * Every message here goes to a team this journey creates: a message to everyone would open a dialog over the
 * screens of the journeys running beside it (the API tests cover sending to everyone).
 */
async function organizerCreatesTeam(request: APIRequestContext, game: Exclude<GameId, 'fanhua'>, name: string, leaderPhone: string) {
  await createTeamAsOrganizer(request, await organizerToken(request), game, name, leaderPhone);
}

async function sendFromConsole(organizer: Page, gameTitle: string, teamName: string, text: string) {
  await organizer.getByRole('tab', { name: '消息' }).click();
  await organizer.getByRole('group', { name: '发送到' }).getByRole('button', { name: gameTitle }).click();
  await organizer.getByLabel('队伍').selectOption({ label: teamName });
  await organizer.getByLabel('消息内容').fill(text);
  await organizer.getByRole('button', { name: '发送' }).click();
  await expect(organizer.getByRole('status')).toHaveText(`已发送：${gameTitle}`);
}

async function playerSeesReopensAndReads(player: Page, text: string, shot: string) {
  // Within seconds, without a reload, over whatever screen is open.
  const dialog = player.getByRole('dialog', { name: '组织者消息' });
  await expect(dialog).toContainText(text, { timeout: 15_000 });
  await screenshot(player, `${shot}-notice`);
  await player.reload();
  await expect(player.getByRole('dialog', { name: '组织者消息' })).toContainText(text);
  await player.getByRole('button', { name: '知道了' }).click();
  await expect(player.getByRole('dialog')).toHaveCount(0);
  await player.getByRole('button', { name: '查看组织者消息' }).click();
  await expect(player.getByRole('dialog', { name: '组织者消息' })).toContainText(text);
  await screenshot(player, `${shot}-reopened`);
  await player.getByRole('button', { name: '关闭' }).click();
  await player.reload();
  await expect(player.getByRole('button', { name: '查看组织者消息' })).toHaveText('消息');
  await expect(player.getByRole('dialog')).toHaveCount(0);
}

test('organiser (laptop) messages one pilotsh team; its player sees it on the open screen, reopens it, and a reload keeps it until read', async ({
  browser,
  page: player,
}) => {
  const account = newAccount('消息');
  const teamName = `消息队${account.phone.slice(-4)}`;
  await registerThroughApi(player, 'pilotsh', account);
  await organizerCreatesTeam(player.request, 'pilotsh', teamName, account.phone);
  await loginThroughUi(player, 'pilotsh', account.phone, account.password);
  await expect(player.getByRole('button', { name: '查看组织者消息' })).toHaveCount(0);

  const organizerContext = await browser.newContext({ viewport: LAPTOP });
  const organizer = await organizerContext.newPage();
  await signInToConsole(organizer);
  const text = `${teamName}：15:00 回到钟楼广场集合`;
  await sendFromConsole(organizer, '领航上海', teamName, text);
  await screenshot(organizer, 'organizer-messages-laptop');

  await playerSeesReopensAndReads(player, text, 'pilotsh-organizer-message');
  await organizer.getByRole('tab', { name: '总览' }).click();
  await expect(organizer.getByTestId('action-log')).toContainText(`给「${teamName}」发了消息`);
  await organizerContext.close();
});

test('organiser (phone) messages one polish120 team; its player sees it before starting, and another team does not', async ({ browser, page: organizer }) => {
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const account = newAccount('消息');
  const teamName = `消息队${account.phone.slice(-4)}`;
  await registerThroughApi(player, 'polish120', account);
  await organizerCreatesTeam(player.request, 'polish120', teamName, account.phone);
  await loginThroughUi(player, 'polish120', account.phone, account.password);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const otherAccount = newAccount('旁观');
  await registerThroughApi(other, 'polish120', otherAccount);
  await organizerCreatesTeam(other.request, 'polish120', `旁观队${otherAccount.phone.slice(-4)}`, otherAccount.phone);
  await loginThroughUi(other, 'polish120', otherAccount.phone, otherAccount.password);

  await signInToConsole(organizer);
  const text = `${teamName}：请到东门领取物资`;
  await sendFromConsole(organizer, '百廿寻迹', teamName, text);
  await screenshot(organizer, 'organizer-messages-phone');

  await playerSeesReopensAndReads(player, text, 'polish120-organizer-message');
  await expect(other.getByRole('button', { name: '查看组织者消息' })).toHaveCount(0);
  await playerContext.close();
  await otherContext.close();
});

test('organiser (laptop) messages a fanhua team into its radio as 组织者, and grants it an asset from 繁华废土管理', async ({ browser, page: player }) => {
  await freshPlayer(player, '电台');
  const teamName = `电台队${Date.now().toString().slice(-5)}`;
  await createTeamThroughUi(player, teamName);
  await player.goto('/fanhua/radio');
  await expect(player.getByTestId('radio-live')).toBeVisible();

  const organizerContext = await browser.newContext({ viewport: LAPTOP });
  const organizer = await organizerContext.newPage();
  await signInToConsole(organizer);
  const text = `${teamName}：天黑前回营地`;
  await sendFromConsole(organizer, '繁华废土', teamName, text);

  const card = player.getByTestId('radio-card').filter({ hasText: text });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('组织者');
  await screenshot(player, 'fanhua-radio-organizer-message');

  await organizer.getByRole('tab', { name: '繁华废土管理' }).click();
  const assetForm = organizer.locator('form', { has: organizer.getByRole('heading', { name: '添加资产' }) });
  await assetForm.getByLabel('队伍').selectOption({ label: teamName });
  await assetForm.getByLabel('类型').selectOption({ label: '幸运' });
  await assetForm.getByLabel('数量').fill('3');
  await assetForm.getByRole('button', { name: '添加' }).click();
  await expect(assetForm.getByRole('status')).toContainText(teamName);
  await expect(organizer.getByRole('heading', { name: '区域与奖励' })).toBeVisible();
  await screenshot(organizer, 'organizer-fanhua-admin-laptop');
  await organizerContext.close();
});
