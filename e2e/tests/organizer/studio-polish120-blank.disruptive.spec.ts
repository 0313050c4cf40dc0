import { expect, test } from '@playwright/test';
import { countedActions } from '../../support/counted-actions';
import { LAPTOP, signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot, screenshotOf } from '../../support/screenshots';
import { DEMO_PICTURE_PNG, openGameStudio, previewPrintAndPublish, publishDemoPack } from '../../support/studio-trial';

/**
 * polish120 built from a blank draft as a new organiser would (docs/studio.md「从空白开始」): the event, the start
 * question with its picture, two areas, two tasks that lead to them, the whole X area, a puzzle card; checked,
 * previewed as the test team, its kit printed and published. Clicks and fields are counted for docs/studio.md.
 * Disruptive: it replaces the live polish120 content (the demo pack is published back at the end).
 */
test('polish120 from blank: start question, 2 areas, 2 tasks, the X area and a card; checked, previewed, printed and published', async ({ browser }) => {
  test.slow(); // the first preview reset starts the preview instance
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToConsole(page);
  const studio = await openGameStudio(page, 'polish120');
  try {
    await startDraftFrom(studio, '从空白开始', '空白');
    const { effort, click, fill, pick } = countedActions();
    const nav = studio.getByRole('navigation', { name: '活动包的条目' });
    const form = studio.getByTestId('studio-form');
    const entry = (index: number) => form.locator('.st-array').first().locator(':scope > .st-entry').nth(index);
    const item = (name: string) => click(nav.getByRole('button', { name: new RegExp(`^${name}(\\s|\\d|$)`) }));

    await item('活动');
    await fill(form.getByLabel('活动名称'), '城隍庙寻迹');
    await fill(form.getByLabel('结束时间'), '2030-06-01T18:00');

    await item('开始问题');
    await fill(form.locator('#st-start_questionHtml'), '城隍庙的正门朝向哪个方向？');
    await click(form.getByRole('button', { name: '＋ 添加开始问题答案' }));
    await fill(form.getByLabel('开始问题答案 1'), '南');
    await fill(form.getByLabel('开始问题的答案说明'), '正门朝南，面向方浜中路。');
    await fill(form.getByLabel('罗盘校准说明'), '站在正门台阶上，手机平放。');
    await form.getByLabel(/：上传图片$/).setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: DEMO_PICTURE_PNG });
    effort.fields += 1;
    await expect(form.getByTestId('image-thumb')).toHaveAttribute('src', /^\/api\/polish120\/media\/[0-9a-f]{64}\.png$/);
    await fill(form.getByLabel('图片说明'), '城隍庙正门');
    await fill(form.getByLabel('第二个问题'), '正门匾额上写的是哪四个字？');
    // The start as a team meets it, above its fields.
    const startWalk = form.getByTestId('start-walkthrough');
    await expect(startWalk).toContainText('城隍庙的正门朝向哪个方向？');
    await expect(startWalk).toContainText('答 「南」（不计空格、标点和大小写）算对');
    await expect(startWalk).toContainText('配图「城隍庙正门」');
    await screenshotOf(startWalk, 'studio-polish120-start-walkthrough-laptop');

    await item('区域');
    for (const [index, name] of ['豫园', '老街'].entries()) {
      await click(form.getByRole('button', { name: '＋ 添加区域', exact: true }));
      await fill(entry(index).getByLabel('区域编号'), String(index + 1));
      await fill(entry(index).getByLabel('区域名称'), name);
    }

    await item('任务');
    for (const [index, task] of [
      { name: '九曲桥', answer: '九', area: '1' },
      { name: '老街茶楼', answer: '湖心亭', area: '2' },
    ].entries()) {
      await click(form.getByRole('button', { name: '＋ 添加任务', exact: true }));
      const row = entry(index);
      await fill(row.getByLabel('任务编号'), `T${index + 1}`);
      await fill(row.getByLabel('任务名称'), task.name);
      await fill(row.getByLabel('任务说明'), `${task.name}的谜面`);
      await fill(row.getByLabel('任务答案 1'), task.answer);
      await click(row.getByRole('button', { name: '＋ 设置「完成后到达的区域」' }));
      await fill(row.getByLabel('完成后到达的区域'), task.area);
    }

    await item('X 区域');
    await fill(form.getByLabel('阶段 0 说明'), '你们来到了 X 区域的入口。');
    await fill(form.getByLabel('特殊字符'), '◎');
    await fill(form.getByLabel('阶段 1 说明'), '第一阶段开始。');
    await fill(form.getByLabel('阶段 1 问题'), 'X 区域在哪里？');
    await click(form.getByRole('button', { name: '＋ 添加X 区域答案' }));
    await fill(form.getByLabel('X 区域答案 1'), '豫园');
    await fill(form.getByLabel('阶段 2 说明'), '第二阶段开始。');
    await fill(form.getByLabel('站名提示'), '四个站都在 10 号线上。');
    for (const [index, station] of ['新天地', '老西门', '豫园', '南京东路'].entries()) {
      const group = form.getByRole('group', { name: `站点 ${index + 1}` });
      await fill(group.getByLabel('站点说明'), `第 ${index + 1} 站`);
      await click(group.getByRole('button', { name: '＋ 添加站名' }));
      await fill(group.getByLabel('站名 1'), station);
    }
    await fill(form.getByLabel('阶段 3 说明'), '揭晓。');
    await fill(form.getByLabel('阶段 4 推理'), '最后的推理。');
    await fill(form.getByLabel('阶段 4 占位文字'), '写下你们的推理');
    // The X area as a team meets it, judged by the service's own rules.
    const walk = form.getByTestId('x-area-walkthrough');
    await walk.getByPlaceholder('输入队伍可能的回答').fill('豫园');
    await expect(walk).toContainText('✓ 阶段 1 算对：找到了 X 区域；✓ 阶段 2 算对：站点 3 的站名');

    await item('谜题卡');
    await click(form.getByRole('button', { name: '＋ 添加谜题卡', exact: true }));
    await pick(entry(0).getByLabel('哪一张'), '谜题卡 A');
    await fill(entry(0).getByLabel('解锁区域'), '1');
    await fill(entry(0).getByLabel('谜题卡标题'), '九曲桥的秘密');
    await fill(entry(0).getByLabel('谜题卡内容'), '数一数桥有几道弯。');

    // The scratch card keeps its defaults; the studio says how often each result comes up (not counted: only looked at).
    await nav.getByRole('button', { name: /^刮刮卡/ }).click();
    await expect(form.getByTestId('scratch-odds')).toContainText('每队可以刮 1 张');
    await expect(form.getByTestId('scratch-odds').getByRole('row', { name: /0 步 70%/ })).toBeVisible();

    await click(studio.getByRole('button', { name: '保存', exact: true }));
    await expect(studio.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await click(studio.getByRole('button', { name: '检查' }));
    await expect(studio.getByRole('status').filter({ hasText: '检查通过' })).toBeVisible();
    await screenshot(page, 'studio-polish120-blank-built-laptop');
    // The figure docs/studio.md gives.
    expect(effort).toEqual({ clicks: 21, fields: 45 });

    await previewPrintAndPublish(context, studio, {
      game: 'polish120',
      eventName: '城隍庙寻迹',
      answersTitle: '接受的答案',
      answers: ['湖心亭', '老西门', '南京东路'],
    });
  } finally {
    await publishDemoPack(studio);
  }
});
