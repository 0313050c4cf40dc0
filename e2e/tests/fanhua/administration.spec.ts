import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, newAccount, uniqueName } from '../../support/accounts';
import { loginThroughUi, registerThroughApi } from '../../support/games';
import { screenshot } from '../../support/screenshots';
import { adminToken, animationsDone, fanhuaApi } from './fanhua-support';

/** An area at the far end of the demo pack, which no other journey trades with. */
const AREA_ID = 180;

test.describe('fanhua: administration', () => {
  test('a player is sent away from the administration page', async ({ page }) => {
    const account = newAccount('玩家');
    await registerThroughApi(page, 'fanhua', account);
    await loginThroughUi(page, 'fanhua', account.phone, account.password);
    await page.goto('/fanhua/administration');
    await expect(page).toHaveURL(/\/fanhua\/teaminfo$/);
    await expect(page.getByRole('link', { name: '管理' })).toHaveCount(0);
  });

  test('the admin adds a team, moves a player into it, edits an area reward and runs the risk check', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    // a player who has opened fanhua once, so the administration knows them
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    const player = newAccount('流浪');
    await registerThroughApi(playerPage, 'fanhua', player);
    await loginThroughUi(playerPage, 'fanhua', player.phone, player.password);

    await loginThroughUi(page, 'fanhua', DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await page.getByRole('link', { name: '管理' }).click();
    await expect(page).toHaveURL(/\/fanhua\/administration$/);

    // team module: validations, then a new team with its invite code in the toast
    const teamName = uniqueName('新队');
    await page.getByRole('button', { name: '创建队伍' }).click();
    await expect(page.getByText('队伍名称不能为空')).toBeVisible();
    await page.getByLabel(/队伍名称/).fill(teamName);
    await page.getByRole('button', { name: '创建队伍' }).click();
    await expect(page.getByText('队伍描述不能为空')).toBeVisible();
    await page.getByLabel(/队伍描述/).fill('管理员为迟到的玩家建的队');
    await page.getByRole('button', { name: '创建队伍' }).click();
    const toast = page.getByText(/新队伍已创建，邀请码：[A-Z2-9]{8}/);
    await expect(toast).toBeVisible();
    const inviteCode = (await toast.innerText()).slice(-8);
    await animationsDone(page);
    await screenshot(page, 'fanhua-admin-team-created');
    await expect(page.getByTestId('admin-team-table')).toContainText(inviteCode);

    // move the player into it (search by part of the name)
    const move = page.locator('section', { has: page.getByRole('heading', { name: '移动玩家' }) });
    await move.getByRole('button', { name: '移动' }).click();
    await expect(page.getByText('请选择玩家')).toBeVisible();
    await move.getByRole('searchbox').fill(player.name.slice(-4));
    await move.getByLabel('玩家', { exact: true }).selectOption({ index: 1 });
    await move.getByRole('button', { name: '移动' }).click();
    await expect(page.getByText('请选择目标队伍')).toBeVisible();
    await move.getByLabel('目标队伍').selectOption({ label: `${teamName}（0 人）` });
    await move.getByRole('button', { name: '移动' }).click();
    await expect(page.getByText('玩家已移动')).toBeVisible();
    await expect(page.getByTestId('admin-team-table').locator('tr', { hasText: teamName })).toContainText(player.name);
    await animationsDone(page);
    await screenshot(page, 'fanhua-admin-player-moved');
    await playerPage.goto('/fanhua/teaminfo');
    await expect(playerPage.getByRole('heading', { name: teamName })).toBeVisible();

    // area module: read area 180, change the first group's quote, save; the map data shows it
    const admin = await adminToken(request);
    const before = await fanhuaApi<{ areas: { id: number; states: string }[] }>(request, admin, 'GET', '/area/getAll');
    const original = before.areas.find((area) => area.id === AREA_ID)!.states;
    await page.getByRole('tab', { name: '区域' }).click();
    await page.getByLabel('区域 ID').fill(String(AREA_ID));
    await page.getByRole('button', { name: '读取当前奖励' }).click();
    await expect(page.getByText(/已读取 \d+ 个奖励组/)).toBeVisible();
    const quote = `端到端测试引言${Date.now() % 100000}`;
    await page.getByLabel('奖励组 1引言（可选）').fill(quote);
    // the rows are the editor the organiser console shares: an asset by its Chinese name and a count
    const firstGift = page.getByLabel('奖励组 1·奖励（获得）·第 1 项', { exact: true });
    expect(await firstGift.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('泡面');
    await page.getByLabel('奖励组 1·奖励（获得）·第 1 项的数量').fill('4');
    await page.getByLabel('奖励组 1组 id').fill('');
    await page.getByRole('button', { name: '保存奖励' }).click();
    await expect(page.getByText('每个奖励组都必须有唯一的 id')).toBeVisible();
    await page.getByLabel('奖励组 1组 id').fill('1');
    await page.getByRole('button', { name: '保存奖励' }).click();
    await expect(page.getByText('区域奖励已设置')).toBeVisible();
    await animationsDone(page);
    await screenshot(page, 'fanhua-admin-area-rewards');
    const after = await fanhuaApi<{ areas: { id: number; states: string }[] }>(request, admin, 'GET', '/area/getAll');
    const saved = JSON.parse(after.areas.find((area) => area.id === AREA_ID)!.states) as { rewards: { text?: string; gives: { count: number }[] }[] };
    expect([saved.rewards[0]?.text, saved.rewards[0]?.gives[0]?.count]).toEqual([quote, 4]);
    const restored = JSON.parse(original) as { rewards: { id: string; text?: string; requires: unknown[]; gives: unknown[]; conds: unknown[] }[] };
    await fanhuaApi(request, admin, 'POST', `/admin/update-area-rewards/${AREA_ID}`, {
      rewards: restored.rewards.map((group) => ({ id: group.id, text: group.text, requires: group.requires, gives: group.gives, cond: group.conds })),
    });

    // player module: the risk check runs on the server and fills the list
    await page.getByRole('tab', { name: '玩家' }).click();
    await page.getByRole('button', { name: '发送风险检测请求' }).click();
    await expect(page.getByText('风险检测请求已发送')).toBeVisible();
    await expect(page.getByTestId('risk-job')).toContainText('上次检测完成于', { timeout: 30_000 });
    await page.getByRole('button', { name: '刷新数据' }).click();
    const rows = page.getByTestId('risk-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await page.getByRole('button', { name: /^姓名/ }).click();
    await rows.first().getByRole('button').click();
    await expect(page.getByText(/风险详情：/)).toBeVisible();
    await animationsDone(page);
    await screenshot(page, 'fanhua-admin-risk');
    await playerContext.close();
  });
});
