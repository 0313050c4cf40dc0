import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../../support/accounts';
import { screenshot as rawScreenshot } from '../../support/screenshots';
import { awakenThroughUi, contextAt, createTeamThroughUi, demoArea, freshPlayer, northOf } from './fanhua-support';

/** Area 1 of the demo pack: a normal area whose first reward group is free (gives bread). */
const AREA = demoArea(1);
const AREA_TITLE = `No.01 ${AREA.name}`;
const GIFT = AREA.rewards![0]!.gives[0]!;
/** Chinese names of the demo pack's goods used by area 1 (the remote shows names, the pack stores keys). */
const GIFT_NAMES: Record<string, string> = { tools: '工具箱', bread: '面包', water: '饮用水', bandage: '绷带' };
const FIRST_GIFT = GIFT_NAMES[GIFT.arg] ?? GIFT.arg;

async function openAreaMap(page: Page) {
  await page.goto('/fanhua/area');
  const hint = page.getByRole('dialog', { name: '位置校准' });
  await expect(hint).toBeVisible();
  await hint.getByRole('button', { name: '我知道了' }).click();
  // the map centres on the player once located; area markers show from zoom 14
  await expect(page.getByTitle(AREA_TITLE)).toBeVisible();
}

async function tradeFirstGroup(page: Page) {
  await page.getByTitle(AREA_TITLE).click();
  const sheet = page.getByRole('dialog', { name: AREA_TITLE });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('探测半径：0.2 km')).toBeVisible();
  await sheet.getByTestId('reward-1').getByRole('button', { name: '交易' }).click();
  await page.getByRole('button', { name: '开始探索' }).click();
}

/** antd-mobile animates popups in (about 300 ms): let them settle so the picture shows the final state. */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await rawScreenshot(page, name);
}

test.describe('fanhua: the area map', () => {
  test('awaken talents, then trade with an area from inside it: success dialog and assets change', async ({ browser }) => {
    const context = await contextAt(browser, northOf(AREA, 120));
    const page = await context.newPage();
    await freshPlayer(page, '探索者');
    await createTeamThroughUi(page, uniqueName('北门'));

    await page.goto('/fanhua/property');
    const awakening = page.getByRole('dialog', { name: '天赋觉醒' });
    await expect(awakening).toBeVisible();
    await screenshot(page, 'fanhua-awakening');
    // 10/10/11 is refused with the spec's message
    const luck = awakening.getByLabel('幸运').locator('input');
    await luck.fill('11');
    await luck.blur();
    await awakening.getByRole('button', { name: '确认分配' }).click();
    await expect(awakening.getByRole('alert')).toHaveText('天赋总和必须为30点！');
    await awakenThroughUi(page, { strength: 8, intelligence: 14, luck: 8 });
    await expect(page.getByTestId('talent-intelligence')).toContainText('14');
    await expect(page.getByText('你还没有任何资源')).toBeVisible();
    await screenshot(page, 'fanhua-property-awakened');

    await openAreaMap(page);
    await screenshot(page, 'fanhua-map');
    await page.getByTitle(AREA_TITLE).click();
    await screenshot(page, 'fanhua-area-sheet');
    await page.keyboard.press('Escape');
    await page.mouse.click(195, 120);
    await tradeFirstGroup(page);
    const success = page.getByRole('dialog', { name: '交易成功' });
    await expect(success).toBeVisible();
    await expect(success.getByTestId('traded-gained')).toContainText(FIRST_GIFT);
    await screenshot(page, 'fanhua-trade-success');
    await success.getByRole('button', { name: '知道了' }).click();

    // a second trade with the same area is refused (after the 10 s manual-location throttle)
    await tradeFirstGroup(page);
    await expect(page.getByText(/操作太频繁，请等待 \d+ 秒/)).toBeVisible();

    await page.goto('/fanhua/property');
    const line = page.getByTestId(`resource-${GIFT.type}-${GIFT.arg}`);
    await expect(line).toContainText(`×${GIFT.count}`);
    await line.getByRole('button', { name: '排行' }).click();
    const board = page.getByRole('dialog', { name: `${FIRST_GIFT} 排行榜` });
    await expect(board.getByText('本队')).toBeVisible();
    await screenshot(page, 'fanhua-leaderboard');
    await context.close();
  });

  test('trading from outside the area is refused with the location dialog, and nothing changes', async ({ browser }) => {
    const context = await contextAt(browser, northOf(AREA, 600));
    const page = await context.newPage();
    await freshPlayer(page, '远行者');
    await createTeamThroughUi(page, uniqueName('远方'));
    await openAreaMap(page);
    await tradeFirstGroup(page);
    const failure = page.getByRole('alertdialog', { name: '位置核验失败' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(`你不在「${AREA.name}」的范围内`);
    await expect(failure).toContainText('探测半径 200 米');
    await screenshot(page, 'fanhua-outside');
    await failure.getByRole('button', { name: '知道了' }).click();
    await page.goto('/fanhua/property');
    await expect(page.getByText('你还没有任何资源')).toBeVisible();
    await context.close();
  });

  test('calibrate by dragging the red dot, save it on the device, remove it again', async ({ browser }) => {
    const context = await contextAt(browser, northOf(AREA, 300));
    const page = await context.newPage();
    await freshPlayer(page, '校准员');
    await page.goto('/fanhua/area');
    const hint = page.getByRole('dialog', { name: '位置校准' });
    await expect(hint).toBeVisible();
    await screenshot(page, 'fanhua-calibration-hint');
    await hint.getByRole('button', { name: '我知道了' }).click();

    const dot = page.locator('.fh-player-marker');
    await expect(dot).toHaveClass(/fh-player-marker--draggable/);
    const box = (await dot.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 40, { steps: 8 });
    await page.mouse.up();
    const saveBar = page.getByRole('region', { name: '保存校准' });
    await expect(saveBar).toBeVisible();
    await screenshot(page, 'fanhua-calibration-savebar');
    await saveBar.getByRole('button', { name: '保存校准' }).click();
    await expect(page.getByText('已校准')).toBeVisible();
    await expect(dot).not.toHaveClass(/fh-player-marker--draggable/);
    expect(await page.evaluate(() => localStorage.getItem('fanhua.calibration'))).toMatch(/deltaLon/);

    await page.reload();
    await expect(page.getByText('已校准')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '位置校准' })).toHaveCount(0);
    await screenshot(page, 'fanhua-calibrated');
    await page.getByRole('button', { name: '移除校准' }).click();
    await expect(page.getByText('已校准')).toHaveCount(0);
    await expect(page.locator('.fh-player-marker')).toHaveClass(/fh-player-marker--draggable/);
    expect(await page.evaluate(() => localStorage.getItem('fanhua.calibration'))).toBeNull();
    await context.close();
  });

  test('the GPS test page shows the position and checks the three campus test areas', async ({ browser }) => {
    const context = await contextAt(browser, { latitude: 31.2985, longitude: 121.5012 }, 25);
    const page = await context.newPage();
    await freshPlayer(page, '测试员');
    await page.goto('/fanhua/gpstest');
    await page.getByRole('button', { name: '获取位置' }).click();
    await expect(page.getByTestId('gps-lat')).toHaveText('31.298500');
    await expect(page.getByTestId('gps-lng')).toHaveText('121.501200');
    const checks = page.getByRole('region', { name: '区域检测' });
    await expect(checks.locator('li', { hasText: '校园中区' })).toContainText('在范围内');
    await expect(checks.locator('li', { hasText: '校园北区' })).toContainText('不在范围内');
    await screenshot(page, 'fanhua-gpstest');
    await page.getByRole('button', { name: '获取位置' }).click();
    await expect(page.getByText(/操作太频繁，请等待 \d+ 秒/)).toBeVisible();
    await context.close();
  });
});
