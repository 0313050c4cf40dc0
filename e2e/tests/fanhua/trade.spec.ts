import { expect, test, type Locator } from '@playwright/test';
import { uniqueName } from '../../support/accounts';
import { screenshot } from '../../support/screenshots';
import { adminToken, animationsDone, fanhuaApi, leaderWithTeam } from './fanhua-support';

/** A trade card's small buttons (拒绝, 接受; 取消 shares their style) are still 44 px tall to tap. */
async function expectTapSize(button: Locator) {
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(43.5);
}

test.describe('fanhua: team-to-team trade', () => {
  test('two leaders in two browsers complete a trade; both see the assets change and the trade info arrive', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const nameA = uniqueName('拾荒');
    const nameB = uniqueName('守夜');
    const leaderA = await leaderWithTeam(a, nameA);
    const leaderB = await leaderWithTeam(b, nameB);

    const admin = await adminToken(request);
    const grant = (teamId: string, type: string, arg: string | null, count: number) =>
      fanhuaApi(request, admin, 'POST', '/trade/add-asset', { team_id: teamId, type, arg, count });
    await grant(leaderA.teamId, 'food', 'bread', 10);
    await grant(leaderB.teamId, 'equipment', 'mask', 4);

    // A opens the trade page: assets, and a create dialog whose validation speaks the spec's words
    await a.goto('/fanhua/trade');
    await expect(a.getByTestId('resource-food-bread')).toContainText('×10');
    await a.getByRole('button', { name: '发起交易' }).click();
    const sheet = a.locator('.fh-tx-sheet');
    await sheet.getByRole('button', { name: '创建交易' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请选择交易对象');
    await sheet.getByLabel('交易对象').selectOption({ label: nameB });
    await expect(sheet.getByLabel('交易对象').locator('option', { hasText: nameA })).toHaveCount(0);
    await sheet.getByRole('button', { name: '创建交易' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请至少添加一项交易物品');

    await sheet.getByRole('button', { name: '＋ 添加物品' }).first().click();
    await sheet.getByRole('button', { name: '创建交易' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请为所有物品选择资源类型');
    await sheet.getByLabel('我方获得类型').selectOption('equipment');
    await sheet.getByRole('button', { name: '创建交易' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请为所有物品选择具体资源');
    await sheet.getByLabel('我方获得物品').selectOption('mask');
    await sheet.getByLabel('我方获得数量').fill('');
    await sheet.getByRole('button', { name: '创建交易' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('请为所有物品输入有效数量');
    await sheet.getByLabel('我方获得数量').fill('2');
    await sheet.getByRole('button', { name: '＋ 添加物品' }).nth(1).click();
    await sheet.getByLabel('我方付出类型').selectOption('food');
    await sheet.getByLabel('我方付出物品').selectOption('bread');
    await sheet.getByLabel('我方付出数量').fill('3');
    await sheet.getByPlaceholder(/给对方队长留句话/).fill('三个面包换两个面具');
    await animationsDone(a);
    await screenshot(a, 'fanhua-trade-create');
    await sheet.getByRole('button', { name: '创建交易' }).click();

    // the confirm dialog follows; A confirms and waits for B
    const confirm = a.getByRole('dialog');
    await expect(confirm.getByText('确认交易')).toBeVisible();
    await expect(confirm.getByText('防毒面具×2')).toBeVisible();
    await animationsDone(a);
    await screenshot(a, 'fanhua-trade-confirm');
    await confirm.getByRole('button', { name: '确认发送' }).click();
    await expect(a.getByText('交易已发送给对方')).toBeVisible();
    const outgoing = a.getByTestId('pending-trade');
    await expect(outgoing).toHaveCount(1);
    await expect(outgoing.getByText('等待对方确认', { exact: true })).toBeVisible();
    await expect(outgoing.getByRole('button', { name: '接受' })).toHaveCount(0);

    // A listens to the radio while B decides
    await a.goto('/fanhua/radio');
    await expect(a.getByTestId('radio-live')).toHaveText('实时');

    // B sees the offer (the radio announced it too) with accept and reject only
    await b.goto('/fanhua/trade');
    const incoming = b.getByTestId('pending-trade');
    await expect(incoming).toHaveCount(1);
    await expect(incoming.getByRole('button', { name: '确认' })).toHaveCount(0);
    await expect(incoming).toContainText('防毒面具×2');
    await expectTapSize(incoming.getByRole('button', { name: '拒绝' }));
    await expectTapSize(incoming.getByRole('button', { name: '接受' }));
    await animationsDone(b);
    await screenshot(b, 'fanhua-trade-incoming');
    await incoming.getByRole('button', { name: '接受' }).click();
    await b.getByRole('dialog').getByRole('button', { name: '接受' }).click();
    await expect(b.getByText('交易完成，物资已到账')).toBeVisible();
    await expect(b.getByTestId('resource-food-bread')).toContainText('×3');
    await expect(b.getByTestId('resource-equipment-mask')).toContainText('×2');
    await expect(b.getByTestId('history-trade')).toHaveCount(1);
    await expect(b.getByTestId('history-trade')).toContainText('已接受');
    await animationsDone(b);
    await screenshot(b, 'fanhua-trade-accepted');

    // A's radio shows the trade info without a manual refresh (server-sent events)
    const info = a.getByTestId('radio-card').filter({ hasText: '交易完成' });
    await expect(info).toBeVisible({ timeout: 15_000 });
    await expect(info).toContainText('交易信息');
    await expect(info).toContainText('获得：防毒面具×2');
    await animationsDone(a);
    await screenshot(a, 'fanhua-radio-trade-info');

    // A's assets changed, and the details modal tells the whole story
    await a.goto('/fanhua/trade');
    await expect(a.getByTestId('resource-food-bread')).toContainText('×7');
    await expect(a.getByTestId('resource-equipment-mask')).toContainText('×2');
    await a.getByTestId('history-trade').getByRole('button', { name: '详情' }).click();
    const details = a.locator('.fh-tx-details');
    await expect(details).toContainText('三个面包换两个面具');
    await expect(details).toContainText(`「${nameA}」获得`);
    await expect(details.getByText('尚未完成')).toHaveCount(0);
    await animationsDone(a);
    await screenshot(a, 'fanhua-trade-details');

    // B's radio has the trade info too
    await b.goto('/fanhua/radio');
    await expect(b.getByTestId('radio-card').filter({ hasText: '交易完成' })).toContainText('获得：面包×3');
    await contextA.close();
    await contextB.close();
  });

  test('arriving from a leaderboard preselects the team and opens the create dialog; members cannot act', async ({ browser, request }) => {
    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const nameB = uniqueName('守夜');
    await leaderWithTeam(a, uniqueName('拾荒'));
    const leaderB = await leaderWithTeam(b, nameB);

    await a.goto(`/fanhua/trade?to=${leaderB.teamId}&type=food&arg=water`);
    const sheet = a.locator('.fh-tx-sheet');
    await expect(sheet.getByLabel('交易对象')).toHaveValue(leaderB.teamId);
    await expect(sheet.getByLabel('我方获得物品')).toHaveValue('water');
    await animationsDone(a);
    await screenshot(a, 'fanhua-trade-from-leaderboard');
    await expect(a).toHaveURL(/\/fanhua\/trade$/);

    // a plain member of B's team: the server refuses, the page says why
    const admin = await adminToken(request);
    const member = await browser.newContext();
    const memberPage = await member.newPage();
    const { account } = await leaderWithTeam(memberPage, uniqueName('临时'));
    const players = await fanhuaApi<{ players: { id: string; phone: string }[] }>(request, admin, 'GET', '/admin/players');
    const memberId = players.players.find((player) => player.phone === account.phone)!.id;
    await fanhuaApi(request, admin, 'POST', '/admin/move-player', { player_id: memberId, team_id: leaderB.teamId });
    await memberPage.goto('/fanhua/trade');
    await expect(memberPage.getByText('只有队长可以发起和处理交易')).toBeVisible();
    await memberPage.getByRole('button', { name: '发起交易' }).click();
    await expect(memberPage.getByText('只有队长才能发起交易')).toBeVisible();
    await contextA.close();
    await contextB.close();
    await member.close();
  });
});
