import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../../support/accounts';
import { screenshot as rawScreenshot } from '../../support/screenshots';
import { createTeamThroughUi, freshPlayer } from './fanhua-support';

/** antd-mobile animates popups in (about 300 ms): let them settle so the picture shows the final state. */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await rawScreenshot(page, name);
}

test.describe('fanhua: teams', () => {
  test('create a team, a second player joins by invite code, the leader hands over and leaves', async ({ browser }) => {
    const leaderContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const memberContext = await browser.newContext();
    const leader = await leaderContext.newPage();
    const member = await memberContext.newPage();
    const leaderAccount = await freshPlayer(leader, '队长');
    const memberAccount = await freshPlayer(member, '队员');

    // no team yet: create and join buttons
    await expect(leader.getByRole('heading', { name: '你还没有队伍' })).toBeVisible();
    await screenshot(leader, 'fanhua-no-team');

    // create: the name is required and at most 20 characters
    await leader.getByRole('button', { name: '创建队伍' }).click();
    const form = leader.getByRole('form', { name: '创建队伍' });
    await form.getByRole('button', { name: '创建' }).click();
    await expect(form.getByRole('alert')).toHaveText('请输入队伍名称');
    await form.getByLabel('队伍名称').fill('名'.repeat(21));
    await form.getByRole('button', { name: '创建' }).click();
    await expect(form.getByRole('alert')).toHaveText('队伍名称不能超过20个字符');
    await screenshot(leader, 'fanhua-create-validation');
    await form.getByRole('button', { name: '取消' }).click();

    const teamName = uniqueName('拾荒');
    const inviteCode = await createTeamThroughUi(leader, teamName, '从北门出发的小队');
    expect(inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    await expect(leader.getByText('队长', { exact: true })).toBeVisible();
    await expect(leader.getByText('我', { exact: true })).toBeVisible();

    // copy button: 已复制 for 2 s
    await leader.getByRole('button', { name: '复制' }).click();
    await expect(leader.getByRole('button', { name: '已复制' })).toBeVisible();
    expect(await leader.evaluate(() => navigator.clipboard.readText())).toBe(inviteCode);
    await screenshot(leader, 'fanhua-team-view');
    await expect(leader.getByRole('button', { name: '复制' })).toBeVisible({ timeout: 4000 });

    // a wrong code is refused; the right one (typed in lower case) joins
    await member.getByRole('button', { name: '加入队伍' }).click();
    const join = member.getByRole('form', { name: '加入队伍' });
    await join.getByLabel('邀请码').fill('ZZZZ2222');
    await join.getByRole('button', { name: '加入' }).click();
    await expect(join.getByRole('alert')).toContainText('邀请码无效');
    await join.getByLabel('邀请码').fill(inviteCode.toLowerCase());
    await join.getByRole('button', { name: '加入' }).click();
    await expect(member.getByRole('heading', { name: teamName })).toBeVisible();
    await expect(member.locator('.fh-team__member')).toHaveCount(2);
    await screenshot(member, 'fanhua-joined');

    // the leader must name a new leader before leaving
    await leader.reload();
    await expect(leader.locator('.fh-team__member')).toHaveCount(2);
    await leader.getByRole('button', { name: '退出队伍' }).click();
    const handover = leader.getByRole('dialog', { name: '移交队长' });
    await expect(handover).toBeVisible();
    await handover.getByRole('button', { name: '移交并退出' }).click();
    await expect(leader.getByText('队长退出时必须指定新队长 (-106)')).toBeVisible();
    await handover.getByText(memberAccount.name).click();
    await screenshot(leader, 'fanhua-handover');
    await handover.getByRole('button', { name: '移交并退出' }).click();
    await expect(leader.getByRole('heading', { name: '你还没有队伍' })).toBeVisible();

    await member.reload();
    const memberRow = member.locator('.fh-team__member', { hasText: memberAccount.name });
    await expect(memberRow.getByText('队长')).toBeVisible();
    await expect(member.locator('.fh-team__member')).toHaveCount(1);
    expect(leaderAccount.name).not.toBe(memberAccount.name);

    await leaderContext.close();
    await memberContext.close();
  });

  test('the top navigation shows the player tabs and no administration tab', async ({ page }) => {
    await freshPlayer(page);
    const nav = page.getByRole('navigation', { name: '繁华废土导航' });
    for (const label of ['队伍', '区域', '资产', '交易', '电台']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(nav.getByRole('link', { name: '管理' })).toHaveCount(0);
    await nav.getByRole('link', { name: '资产' }).click();
    await expect(page).toHaveURL(/\/fanhua\/property$/);
  });
});
