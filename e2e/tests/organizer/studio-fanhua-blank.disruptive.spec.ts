import { expect, test } from '@playwright/test';
import { signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot, screenshotOf } from '../../support/screenshots';
import { countedActions } from '../../support/counted-actions';
import { openGameStudio, previewPrintAndPublish, publishDemoPack } from '../../support/studio-trial';

/**
 * A new organiser builds fanhua from a blank draft with the studio's widgets: the event's name and map centre,
 * five areas (each placed at the map centre with the next free id), each with a reward group whose reward is
 * picked by its Chinese resource and item names and a count; saved, and the check passes. Every click and every
 * field is counted: the figure docs/studio.md gives next to the measurement (28 clicks, 40 fields). A sixth
 * area gets a special effect (天赋兑换), and the studio's 「队伍会遇到的」 above it is checked. Then it is previewed,
 * its kit printed and published. Disruptive: it replaces the live fanhua content (the demo pack is
 * published back at the end).
 */
const AREAS = [
  { name: '外滩', resource: '金钱', item: null, count: '100' },
  { name: '豫园', resource: '食物', item: '泡面', count: '2' },
  { name: '新天地', resource: '智力', item: null, count: '1' },
  { name: '静安寺', resource: '食物', item: '面包', count: '3' },
  { name: '徐家汇', resource: '金钱', item: null, count: '50' },
] as const;

test('fanhua from blank: 5 areas with rewards by pickers, clicks and fields counted, a special area with its walkthrough, checked, previewed, printed and published', async ({
  browser,
}) => {
  test.slow(); // the first preview reset starts the preview instance
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToConsole(page);
  const studio = await openGameStudio(page, 'fanhua');
  try {
    await startDraftFrom(studio, '从空白开始', '空白');

    const { effort, click, fill, pick } = countedActions();
    const nav = studio.getByRole('navigation', { name: '活动包的条目' });
    const form = studio.getByTestId('studio-form');
    const area = (index: number) => form.locator('.st-array').first().locator(':scope > .st-entry').nth(index);

    await fill(form.getByLabel('活动名称', { exact: true }), '城市废土一日');
    await click(nav.getByRole('button', { name: /^地图中心(\s|$)/ }));
    await fill(form.getByLabel('纬度', { exact: true }), '31.2304');
    await fill(form.getByLabel('经度', { exact: true }), '121.4737');
    await click(nav.getByRole('button', { name: /^区域(\s|$)/ }));
    for (const [index, { name, resource, item, count }] of AREAS.entries()) {
      await click(form.getByRole('button', { name: '＋ 添加区域' }));
      // The new area is open, with the next free id, at the map centre (not latitude -90, longitude -180).
      await expect(area(index).getByLabel('区域编号', { exact: true })).toHaveValue(String(index + 1));
      await expect(area(index).getByLabel('中心纬度', { exact: true })).toHaveValue('31.2304');
      await fill(area(index).getByLabel('区域名称', { exact: true }), name);
      await click(area(index).getByRole('button', { name: '＋ 添加奖励组' }));
      // The new group has its first reward to fill in: a resource and its item by Chinese names, never a code.
      const reward = area(index).getByRole('group', { name: '得到 1' });
      await pick(reward.getByLabel('资源'), resource);
      if (item) await pick(reward.getByLabel('物品'), item);
      await fill(reward.getByLabel('数量'), count);
    }
    await expect(area(1).getByRole('button', { name: /^▾ 1\. 组 1：得到 泡面 ×2/ })).toBeVisible();
    await screenshotOf(area(1), 'studio-fanhua-blank-area-laptop');

    // A sixth area with a special effect (not counted: the issue measured five areas with rewards). Above its fields the
    // studio says what a team meets there, from the effect picked and the service's rules.
    await form.getByRole('button', { name: '＋ 添加区域' }).click();
    const special = area(AREAS.length);
    await special.getByLabel('区域名称', { exact: true }).fill('人民广场');
    await special.getByRole('button', { name: '＋ 设置「特殊区域效果」' }).click();
    await special.getByRole('combobox', { name: '特殊区域效果：类型' }).selectOption({ label: '天赋兑换' });
    await special.getByRole('group', { name: '付出（减 2）' }).getByLabel('天赋', { exact: true }).selectOption({ label: '力量' });
    const gets = special.getByRole('group', { name: '换得' });
    await gets.getByLabel('天赋', { exact: true }).selectOption({ label: '幸运' });
    await gets.getByLabel('增加多少', { exact: true }).selectOption({ label: '15' });
    const walk = special.getByTestId('special-area-walkthrough');
    await expect(walk.getByRole('listitem')).toHaveText([/^1 · 地图上/, /^2 · 区域面板/, /^3 · 执行：天赋兑换/, /^4 · 再来一次/]);
    await expect(walk).toContainText('看到：粉色（特殊区域）的区域标记「6」');
    await expect(walk).toContainText('看到：「No.06 人民广场」，探测半径：0.2 km，标着「特殊区域」：-2 力量 / +15 幸运');
    await expect(walk).toContainText('离中心 200 米以内（定位误差算在内）');
    await expect(walk).toContainText('看到：「天赋操作成功！」支付：力量 ×2；获得：幸运 ×15');
    await expect(walk).toContainText('队伍的力量不到 2 时执行不了，提示「力量不足，需要 2」');
    await expect(walk).toContainText('看到：「你已经和该区域交易过了，无法再次交易」');
    await screenshotOf(special, 'studio-fanhua-special-walkthrough-laptop');

    await click(studio.getByRole('button', { name: '保存', exact: true }));
    await expect(studio.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await click(studio.getByRole('button', { name: '检查' }));
    await expect(studio.getByRole('status').filter({ hasText: '检查通过' })).toBeVisible();
    await screenshot(page, 'studio-fanhua-blank-built-laptop');
    // The figure docs/studio.md gives (the issue measured 28 clicks and 40 fields before).
    expect(effort).toEqual({ clicks: 14, fields: 20 });

    await previewPrintAndPublish(context, studio, {
      game: 'fanhua',
      eventName: '城市废土一日',
      answersTitle: '奖励',
      answers: ['外滩', '徐家汇', '特殊区域：力量 −2 换 幸运 +15'],
      signs: AREAS.length + 1,
    });
  } finally {
    await publishDemoPack(studio);
  }
});
