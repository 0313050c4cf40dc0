import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, newAccount, uniqueName, type NewAccount } from '../../support/accounts';
import { loginThroughUi, registerThroughApi } from '../../support/games';
import { screenshot } from '../../support/screenshots';
import { adminToken, animationsDone, awakenThroughUi, contextAt, createTeamThroughUi, demoArea, fanhuaApi, freshPlayer, tokenOf } from './fanhua-support';

/** Areas 2 and 3 of the demo pack lie about 520 m apart: a calibration can drag the dot from one onto the other. */
const REAL = demoArea(2);
const DRAGGED_ONTO = demoArea(3);
const title = (area: { id: number; name: string }) => `No.${String(area.id).padStart(2, '0')} ${area.name}`;
/** A hidden area of the demo pack with four stored reward groups. */
const HIDDEN_AREA = 44;

async function knownPlayer(request: APIRequestContext, page: import('@playwright/test').Page, prefix: string): Promise<NewAccount> {
  const account = newAccount(prefix);
  await registerThroughApi(page, 'fanhua', account);
  const login = await request.post('/api/fanhua/login/', { data: { name: account.phone, password: account.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  // any call makes the service remember the player, so the administration lists them
  await fanhuaApi(request, token, 'GET', '/team/list');
  return account;
}

test.describe('fanhua: rules that cannot be gamed', () => {
  test('a calibration dragged onto another area moves only the dot: the trade is judged on the real fix and refused', async ({ browser }) => {
    const context = await contextAt(browser, { latitude: REAL.lat, longitude: REAL.lng }, 10);
    const page = await context.newPage();
    await freshPlayer(page, '校准者');
    await createTeamThroughUi(page, uniqueName('校准'));
    await page.goto('/fanhua/area');
    await page.getByRole('dialog', { name: '位置校准' }).getByRole('button', { name: '我知道了' }).click();

    const dot = page.locator('.fh-player-marker');
    await expect(dot).toHaveClass(/fh-player-marker--draggable/);
    const from = (await dot.boundingBox())!;
    const target = (await page.getByTitle(title(DRAGGED_ONTO)).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
    await page.mouse.up();
    await page.getByRole('region', { name: '保存校准' }).getByRole('button', { name: '保存校准' }).click();
    await expect(page.getByText('位置校准已保存')).toBeVisible();
    await expect(page.getByText('已校准')).toBeVisible();
    await screenshot(page, 'fanhua-rules-calibrated-onto-area-3');

    // the red dot now covers area 3's marker: open the area from its circle, below the marker
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2 + 30);
    const sheet = page.getByRole('dialog', { name: title(DRAGGED_ONTO) });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: '交易' }).first().click();
    await page.getByRole('button', { name: '开始探索' }).click();
    const failure = page.getByRole('alertdialog', { name: '位置核验失败' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(`你不在「${DRAGGED_ONTO.name}」的范围内`);
    await expect(failure).toContainText(/当前距离区域中心约 5\d\d 米/);
    await expect(failure).toContainText('地图校准只移动红点的显示位置');
    await animationsDone(page);
    await screenshot(page, 'fanhua-rules-calibration-refused');
    await failure.getByRole('button', { name: '知道了' }).click();
    await page.goto('/fanhua/property');
    await expect(page.getByText('你还没有任何资源')).toBeVisible();
    await context.close();
  });

  test('the awakening dialog can be dismissed, never blocks the tabs, and adds 30 points once to what the team holds', async ({ page, request }) => {
    await freshPlayer(page, '觉醒者');
    await createTeamThroughUi(page, uniqueName('觉醒'));
    const { team } = await fanhuaApi<{ team: { id: string } }>(request, await tokenOf(page), 'GET', '/team/current');
    // a talent gained before the awakening (an administrator's grant) neither blocks nor replaces it
    await fanhuaApi(request, await adminToken(request), 'POST', '/trade/add-asset', { team_id: team.id, type: 'luck', arg: null, count: 1 });

    await page.goto('/fanhua/property');
    const dialog = page.getByRole('dialog', { name: '天赋觉醒' });
    await expect(dialog).toBeVisible();
    await animationsDone(page);
    await screenshot(page, 'fanhua-rules-awakening-offered');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '觉醒天赋' })).toBeVisible();
    await screenshot(page, 'fanhua-rules-awakening-dismissed');
    await page.getByRole('link', { name: '队伍' }).click();
    await expect(page).toHaveURL(/\/fanhua\/teaminfo$/);

    await page.goto('/fanhua/property');
    await dialog.getByRole('button', { name: '稍后再分配' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '觉醒天赋' }).click();
    await expect(dialog).toBeVisible();
    await awakenThroughUi(page, { strength: 10, intelligence: 10, luck: 10 });
    await expect(page.getByTestId('talent-luck')).toContainText('11');
    await expect(page.getByTestId('talent-strength')).toContainText('10');

    await page.reload();
    await expect(page.getByTestId('talent-luck')).toContainText('11');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: '觉醒天赋' })).toHaveCount(0);
    await screenshot(page, 'fanhua-rules-awakened-once');
  });

  for (const size of [
    { name: 'phone', viewport: { width: 390, height: 844 } },
    { name: 'laptop', viewport: { width: 1366, height: 800 } },
  ]) {
    test(`admin tools act on what the screen shows (${size.name}): stored groups of a hidden area, the moved player is the one selected`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: size.viewport });
      const page = await context.newPage();
      const first = await knownPlayer(request, page, '甲');
      const second = await knownPlayer(request, page, '乙');
      const admin = await adminToken(request);
      const targetName = uniqueName('收容');
      await fanhuaApi(request, admin, 'POST', '/admin/create-team', { name: targetName, description: '端到端测试：移动玩家' });

      await loginThroughUi(page, 'fanhua', DEMO_ADMIN.phone, DEMO_ADMIN.password);
      await page.getByRole('link', { name: '管理' }).click();

      const move = page.locator('section', { has: page.getByRole('heading', { name: '移动玩家' }) });
      await move.getByRole('searchbox').fill(first.name);
      await move.getByLabel('玩家', { exact: true }).selectOption({ index: 1 });
      await expect(move.getByText('当前：无队伍')).toBeVisible();
      // searching for someone else hides the chosen player: nothing stays chosen behind the list
      await move.getByRole('searchbox').fill(second.name);
      await expect(move.getByLabel('玩家', { exact: true })).toHaveValue('');
      await move.getByLabel('目标队伍').selectOption({ label: `${targetName}（0 人）` });
      await move.getByRole('button', { name: '移动' }).click();
      await expect(page.getByText('请选择玩家')).toBeVisible();
      await move.getByLabel('玩家', { exact: true }).selectOption({ index: 1 });
      await move.getByRole('button', { name: '移动' }).click();
      await expect(page.getByText('玩家已移动')).toBeVisible();
      await animationsDone(page);
      // a full-page picture of a scrolled page draws the sticky header mid-page
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `fanhua-rules-admin-move-${size.name}`);
      const { players } = await fanhuaApi<{ players: { name: string; team_name: string | null }[] }>(request, admin, 'GET', '/admin/players');
      expect(players.find((player) => player.name === second.name)?.team_name).toBe(targetName);
      expect(players.find((player) => player.name === first.name)?.team_name).toBeNull();

      await expect(page.getByText('玩家已移动')).toBeHidden();
      await page.getByRole('tab', { name: '区域' }).click();
      await page.getByLabel('区域 ID').fill(String(HIDDEN_AREA));
      await page.getByRole('button', { name: '读取当前奖励' }).click();
      await expect(page.getByText('隐藏区域（4 个奖励组）：可以设置奖励，玩家在揭晓前看不到')).toBeVisible();
      await expect(page.getByTestId('reward-group')).toHaveCount(4);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `fanhua-rules-admin-hidden-area-${size.name}`);
      await context.close();
    });
  }
});
