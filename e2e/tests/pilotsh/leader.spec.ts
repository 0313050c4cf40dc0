import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshots';
import { openTab, playerPage, resetTeam, TEAM2 } from './pilotsh-support';

test.describe('pilotsh: the leader moves the team and uses props', () => {
  test.beforeEach(async ({ request }) => {
    await resetTeam(request, TEAM2.name);
  });

  test('a member cannot move; the leader moves by code, the puzzle of the new area opens, a prop is used once', async ({ browser }) => {
    const member = await playerPage(browser, TEAM2.member);
    await openTab(member, '新区域');
    await expect(member.getByText('只有队长可以带领队伍前往新区域', { exact: false })).toBeVisible();

    const page = await playerPage(browser, TEAM2.leader);
    await openTab(page, '新区域');
    await expect(page.getByText('ZL1024')).toBeVisible();
    await screenshot(page, 'pilotsh-new-area');

    await page.getByLabel('新区域代码').fill('XX9999');
    await page.getByRole('button', { name: '前往新区域' }).click();
    await expect(page.getByRole('alert')).toContainText('没有找到这个区域代码');

    await page.getByLabel('新区域代码').fill('mt2048');
    await page.getByRole('button', { name: '前往新区域' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确定要带领队伍前往「旧码头」吗？');
    await screenshot(page, 'pilotsh-new-area-confirm');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('MT2048')).toBeVisible();
    await screenshot(page, 'pilotsh-new-area-moved');

    await openTab(page, '提交任务');
    await expect(page.getByRole('heading', { name: '旧码头' })).toBeVisible();

    await openTab(page, '谜题');
    await expect(page.getByRole('button', { name: /PZ2/ })).toBeVisible();
    await screenshot(page, 'pilotsh-puzzle-tab');
    await page.getByRole('button', { name: /PZ2/ }).click();
    const image = page.getByRole('img', { name: /骰子/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    await screenshot(page, 'pilotsh-puzzle-dice');
    await page.getByRole('button', { name: /返回任务中心/ }).click();

    await openTab(page, '道具');
    const card = page.getByTestId('prop-card').filter({ hasText: '灵感迸发' });
    await expect(card).toBeVisible();
    await screenshot(page, 'pilotsh-props');
    await card.getByRole('button', { name: '使用' }).click();
    const useDialog = page.getByRole('dialog');
    await expect(useDialog).toContainText('否则使用无效');
    await screenshot(page, 'pilotsh-props-confirm');
    await useDialog.getByRole('button', { name: '使用' }).click();
    await expect(card.getByRole('button', { name: '已使用' })).toBeDisabled();
    await screenshot(page, 'pilotsh-props-used');

    // the member sees it used too, and cannot use the others
    await openTab(member, '道具');
    await expect(member.getByTestId('prop-card').filter({ hasText: '灵感迸发' }).getByRole('button', { name: '已使用' })).toBeDisabled();
  });
});
