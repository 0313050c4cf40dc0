import { expect, test } from '@playwright/test';
import { signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot, screenshotOf } from '../../support/screenshots';

/**
 * The studio's sheet import and printables (docs/studio.md「表格导入」「打印」): tasks come from a sheet
 * into the pilotsh draft, the print view shows the area signs and the staff's answers, and nobody
 * without the organiser's token sees them. It replaces the draft, so it runs with the other studio journeys.
 */
const LAPTOP = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;
const HEADER = '任务编号,区域序号,任务名称,任务说明,答案';
const ROW_UPDATED = 'T1-2,1,钟声几响（表格）,,3|三|三下';
const sheet = (lastRow: string) => ({ name: '任务.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${HEADER}\r\n${ROW_UPDATED}\r\n${lastRow}\r\n`) });

test('an organiser imports tasks from a sheet with one bad row, fixes it, merges it into the draft and prints the kit', async ({ browser }) => {
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToConsole(page);
  await page.getByRole('tab', { name: '内容编辑' }).click();
  const studio = page.getByTestId('studio-pilotsh');
  await startDraftFrom(studio, '从演示活动包开始', '演示活动包');

  const importer = studio.getByTestId('sheet-import');
  await importer.getByText('从表格导入任务').click();
  const download = page.waitForEvent('download');
  await importer.getByRole('button', { name: '下载 Excel 模板' }).click();
  expect((await download).suggestedFilename()).toBe('任务导入模板.xlsx');

  await importer.getByLabel('选择表格文件').setInputFiles(sheet('T5-1,4,看星星,夜里抬头,'));
  await expect(importer.getByTestId('sheet-problems')).toHaveText('第 3 行「答案」：至少填一个');
  await expect(importer.getByTestId('sheet-summary')).toContainText('1 行有问题');
  await expect(importer.getByRole('button', { name: '合并到草稿' })).toBeDisabled();
  await screenshot(page, 'organizer-studio-sheet-problem-laptop');

  await importer.getByLabel('选择表格文件').setInputFiles(sheet('T5-1,4,看星星,夜里抬头,北斗|北斗七星'));
  await expect(importer.getByTestId('sheet-summary')).toHaveText('共 2 行：新增 1 项，更新 1 项，不变 0 项');
  await importer.getByRole('button', { name: '合并到草稿' }).click();
  await expect(importer.getByRole('status')).toContainText('已合并到草稿：新增 1 个任务，更新 1 个');
  await studio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button', { name: '任务' }).click();
  const form = studio.getByTestId('studio-form');
  await expect(form.getByRole('button', { name: /T5-1 · 看星星/ })).toBeVisible();
  await expect(form.getByRole('button', { name: /T1-2 · 钟声几响（表格）/ })).toBeVisible();
  await screenshot(page, 'organizer-studio-sheet-merged-laptop');

  // On a phone the preview table scrolls inside its card and the problem stays readable.
  await page.setViewportSize(PHONE);
  await importer.getByLabel('选择表格文件').setInputFiles(sheet('T5-2,9,看月亮,,月亮'));
  await expect(importer.getByTestId('sheet-problems')).toHaveText('第 3 行「区域序号」：草稿里没有序号为 9 的区域');
  await importer.scrollIntoViewIfNeeded();
  await screenshotOf(importer, 'organizer-studio-sheet-problem-phone');
  await page.setViewportSize(LAPTOP);

  const [print] = await Promise.all([context.waitForEvent('page'), studio.getByRole('link', { name: '打印草稿的标牌和答案表' }).click()]);
  await expect(print.getByTestId('print-sign')).toHaveCount(4);
  await expect(print.getByTestId('print-sign').first()).toContainText('ZL1024');
  await expect(print.getByTestId('print-sign').first().getByRole('img', { name: '二维码：ZL1024' })).toBeVisible();
  await expect(print.getByTestId('print-sheet')).toContainText('北斗 ／ 北斗七星');
  await print.setViewportSize({ width: 900, height: 1200 });
  await screenshot(print, 'organizer-studio-print-laptop');
  await screenshotOf(print.getByTestId('print-sign').first(), 'organizer-studio-print-sign');
  await screenshotOf(print.getByTestId('print-sheet'), 'organizer-studio-print-sheet');
  await print.emulateMedia({ media: 'print' });
  await expect(print.getByRole('button', { name: '打印（A4）' })).toBeHidden();
  await screenshot(print, 'organizer-studio-print-paper');

  // polish120 prints a QR code per puzzle page (the site's address), fanhua a sign per area; both with the staff's sheet.
  await print.emulateMedia({ media: 'screen' });
  await print.goto('/organizer/print/polish120?from=live');
  await expect(
    print
      .getByTestId('print-sign')
      .first()
      .getByRole('img', { name: /^二维码：http.*\/polish120\/[a-z0-9]+$/ }),
  ).toBeVisible();
  await expect(print.getByTestId('print-sheet')).toContainText('陕西南路');
  await screenshotOf(print.getByTestId('print-sign').first(), 'organizer-studio-print-sign-polish120');
  await print.goto('/organizer/print/fanhua?from=live');
  await expect(print.getByTestId('print-sign').first()).toContainText('半径');
  await expect(print.getByTestId('print-sheet')).toContainText('奖励组');
  await screenshotOf(print.getByTestId('print-sign').first(), 'organizer-studio-print-sign-fanhua');

  // Without the organiser's token the print view shows a sign-in hint and nothing of the content.
  const stranger = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await stranger.goto('/organizer/print/pilotsh?from=draft');
  await expect(stranger.getByText('打印内容只给组织者')).toBeVisible();
  await expect(stranger.locator('body')).not.toContainText('ZL1024');
  const api = await stranger.request.get('/api/pilotsh/organizer/studio/print?from=draft');
  expect(api.status()).toBe(401);
});
