import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from '../../support/accounts';
import { screenshot as rawScreenshot } from '../../support/screenshots';
import { awakenThroughUi, contextAt, createTeamThroughUi, demoArea, freshPlayer, northOf } from './fanhua-support';

/** antd-mobile animates popups in (about 300 ms): let them settle so the picture shows the final state. */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await rawScreenshot(page, name);
}

const ADD_AREA = demoArea(5); // add +2 智力
const SHUFFLE_AREA = demoArea(31);
const HIDDEN_AREA = demoArea(44);

async function openMapAt(page: Page) {
  await page.goto('/fanhua/area');
  await expect(page.locator('.fh-player-marker')).toBeVisible();
  // the first-use hint shows until dismissed once on this device
  const hint = page.getByRole('dialog', { name: '位置校准' });
  if (await hint.isVisible()) await hint.getByRole('button', { name: '我知道了' }).click();
  await expect(hint).toHaveCount(0);
}

async function execute(page: Page, title: string) {
  await page.getByTitle(title).click();
  const sheet = page.getByRole('dialog', { name: title });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '执行' }).click();
  await page.getByRole('button', { name: '开始探索' }).click();
}

test.describe('fanhua: special and hidden areas', () => {
  test('add raises a talent once; shuffle reallocates with a zero sum; a hidden area shows ???', async ({ browser }) => {
    const context = await contextAt(browser, northOf(ADD_AREA, 100));
    const page = await context.newPage();
    await freshPlayer(page, '异能者');
    await createTeamThroughUi(page, uniqueName('异能'));
    await awakenThroughUi(page, { strength: 10, intelligence: 10, luck: 10 });

    // add: +2 智力
    await openMapAt(page);
    await execute(page, `No.05 ${ADD_AREA.name}`);
    const done = page.getByRole('dialog', { name: '天赋操作成功！' });
    await expect(done).toBeVisible();
    await expect(done.getByTestId('traded-gained')).toHaveText('智力 ×2');
    await screenshot(page, 'fanhua-special-add');
    await done.getByRole('button', { name: '知道了' }).click();
    // once per team and area (a reload starts the 10 s manual-location throttle again)
    await openMapAt(page);
    await execute(page, `No.05 ${ADD_AREA.name}`);
    await expect(page.getByText('你已经和该区域交易过了，无法再次交易')).toBeVisible();

    // shuffle: move to area 31 (a new page load: the 10 s manual-location throttle starts again)
    await context.setGeolocation({ ...northOf(SHUFFLE_AREA, 100), accuracy: 15 });
    await openMapAt(page);
    await execute(page, `No.31 ${SHUFFLE_AREA.name}`);
    const shuffle = page.getByRole('dialog', { name: '天赋重新分配' });
    await expect(shuffle).toBeVisible();
    const confirm = shuffle.getByRole('button', { name: '确认分配' });
    await expect(confirm).toBeDisabled();
    const strength = shuffle.getByLabel('力量').locator('input');
    await strength.fill('-4');
    await strength.blur();
    await expect(shuffle.getByText('变化总和：-4')).toBeVisible();
    await expect(confirm).toBeDisabled();
    const luck = shuffle.getByLabel('幸运').locator('input');
    await luck.fill('4');
    await luck.blur();
    await expect(confirm).toBeEnabled();
    await screenshot(page, 'fanhua-shuffle');
    await confirm.click();
    await expect(page.getByText('天赋重新分配成功！')).toBeVisible();

    await page.goto('/fanhua/property');
    await expect(page.getByTestId('talent-strength')).toContainText('6');
    await expect(page.getByTestId('talent-intelligence')).toContainText('12');
    await expect(page.getByTestId('talent-luck')).toContainText('14');

    // hidden: ??? and no trade
    await context.setGeolocation({ ...northOf(HIDDEN_AREA, 150), accuracy: 15 });
    await openMapAt(page);
    await page.getByTitle('No.44 ???').click();
    await expect(page.getByText('区域信息暂时隐藏')).toBeVisible();
    await screenshot(page, 'fanhua-hidden');
    await context.close();
  });
});
