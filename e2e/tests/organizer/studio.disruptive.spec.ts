import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from '../../support/games';
import { newAccount, uniqueName } from '../../support/accounts';
import { createTeamAsOrganizer, organizerToken, PUBLISH_ANSWER_WITHIN_MS, signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

/**
 * The content studio publishes pilotsh content (teams and progress stay), so this journey runs on its
 * own after the others, and puts the demo pack back at the end.
 */
const LAPTOP = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;
const NEW_ANSWER = '雾中港口';
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function openStudio(page: Page) {
  await page.getByRole('tab', { name: '内容编辑' }).click();
  const studio = page.getByTestId('studio-pilotsh');
  await expect(studio).toBeVisible();
  return studio;
}

async function publish(page: Page, { showChanges = false } = {}) {
  const studio = page.getByTestId('studio-pilotsh');
  await studio.getByRole('button', { name: '发布…' }).click();
  const dialog = studio.getByRole('dialog', { name: '确认发布' });
  await expect(dialog).toContainText('各队的进度按任务编号和区域序号保留');
  if (showChanges) {
    // What changes for the teams playing, by path, against the content they have now.
    await expect(dialog.getByTestId('publish-changes')).toContainText('任务 T1-1 的任务名称');
    await expect(dialog.getByTestId('publish-changes')).toContainText('任务 T1-1 的答案第 4 项');
    // What the publish does to each team playing now (pilotsh: the roster and every team's progress stay).
    await expect(dialog.getByTestId('publish-impact')).toContainText('名单不变');
    await screenshot(page, 'organizer-studio-publish-laptop');
  }
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(studio.getByRole('status')).toContainText(/已发布第 \d+ 版/, { timeout: PUBLISH_ANSWER_WITHIN_MS });
}

test('a player solves T1-2; an organiser renames T1-1 and adds an accepted answer in the studio and publishes; the phone keeps T1-2 solved, shows the new name without a reload and takes the new answer', async ({
  browser,
}) => {
  const taskName = `来处与去处（${Date.now() % 100000}）`;
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToConsole(page);
  // The leader of a team of its own (a publish keeps the demo teams' solves from other journeys), on a phone:
  // T1-2 solved before the publish, the progress tab left open through it.
  const account = newAccount('编辑');
  expect((await page.request.post('/api/pilotsh/players', { data: account })).status()).toBeLessThan(300);
  await createTeamAsOrganizer(page.request, await organizerToken(page.request), 'pilotsh', uniqueName('编辑队'), account.phone);
  const player = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginThroughUi(player, 'pilotsh', account.phone, account.password);
  const taskSelect = player.getByLabel('选择任务');
  await taskSelect.selectOption('T1-2');
  await player.getByRole('textbox', { name: '答案' }).fill('三下');
  await player.getByRole('button', { name: '提交答案' }).click();
  await expect(player.getByText('回答正确，任务完成！')).toBeVisible();
  await player.getByRole('tab', { name: '任务进度', exact: true }).click();
  await expect(player.getByRole('row', { name: /T1-2/ })).toContainText('已完成');
  await expect(player.getByRole('row', { name: /T1-1/ })).toContainText('来处与去处');

  const studio = await openStudio(page);
  try {
    await startDraftFrom(studio, '从演示活动包开始', '演示活动包');

    await studio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button', { name: '任务' }).click();
    const form = studio.getByTestId('studio-form');
    await form.getByRole('button', { name: /1\. T1-1 · 来处与去处/ }).click();
    await form.getByLabel('任务名称').fill(taskName);
    const answers = form.getByTestId('array-tasks.0.answers');
    await answers.getByRole('button', { name: '＋ 添加答案' }).click();
    await answers.getByLabel('答案 4').fill(NEW_ANSWER);
    await answers.getByPlaceholder('输入玩家可能的写法').fill('雾中 港口！');
    await expect(answers.getByTestId('answer-preview')).toContainText('✓ 算对');
    await expect(studio.getByTestId('draft-status')).toContainText('1 个条目未保存');
    await screenshot(page, 'organizer-studio-edit-laptop');

    await studio.getByRole('button', { name: '保存', exact: true }).click();
    await expect(studio.getByRole('status')).toContainText('已保存');
    await studio.getByRole('button', { name: '检查' }).click();
    await expect(studio.getByRole('status')).toContainText('检查通过');
    await publish(page, { showChanges: true });
    const versions = page.getByTestId('studio-versions');
    await expect(versions.locator('li').first()).toContainText('组织者');
    await versions.getByRole('button', { name: '与草稿比较' }).first().click();
    await expect(page.getByTestId('studio-compare')).toContainText('没有差别');
    await screenshot(page, 'organizer-studio-published-laptop');

    // A picture uploaded in the form is stored by the platform; the thumbnail loads from its media address.
    await studio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button', { name: '谜题' }).click();
    await form.getByRole('button', { name: /^▸ 2\. / }).click();
    await form.getByLabel(/：上传图片$/).setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
    const thumb = form.getByTestId('image-thumb');
    await expect(thumb).toHaveAttribute('src', /^\/api\/pilotsh\/media\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    // The phone, never reloaded: the new name arrives with its next read, T1-2 is still solved, and the task takes the new answer.
    await expect(player.getByRole('row', { name: /T1-1/ })).toContainText(taskName, { timeout: 45_000 });
    await expect(player.getByRole('row', { name: /T1-2/ })).toContainText('已完成');
    await screenshot(player, 'organizer-studio-player-progress-phone');
    await player.getByRole('tab', { name: '提交任务', exact: true }).click();
    await expect(taskSelect.locator('option', { hasText: taskName })).toHaveCount(1);
    await taskSelect.selectOption('T1-1');
    await player.getByRole('textbox', { name: '答案' }).fill('雾中 港口');
    await player.getByRole('button', { name: '提交答案' }).click();
    await expect(player.getByText('回答正确，任务完成！')).toBeVisible();
    await screenshot(player, 'organizer-studio-player-phone');

    // The studio at phone size: the same draft, items above the form.
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInToConsole(phone);
    const phoneStudio = await openStudio(phone);
    await phoneStudio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button', { name: '任务' }).click();
    await phoneStudio
      .getByTestId('studio-form')
      .getByRole('button', { name: /1\. T1-1/ })
      .click();
    await expect(phoneStudio.getByTestId('studio-form').getByLabel('任务名称')).toHaveValue(taskName);
    await screenshot(phone, 'organizer-studio-phone');
  } finally {
    // The demo pack back as it was, for whatever runs next.
    await startDraftFrom(studio, '从演示活动包开始', '演示活动包');
    await publish(page);
  }
});

test('fanhua areas are placed on the studio map: drag the centre to move one, drag the handle to resize it', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToConsole(page);
  await page.getByRole('tab', { name: '内容编辑' }).click();
  await page.getByRole('group', { name: '选择游戏' }).getByRole('button', { name: '繁华废土' }).click();
  const studio = page.getByTestId('studio-fanhua');
  await startDraftFrom(studio, '从演示活动包开始', '演示活动包');
  await studio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button', { name: '区域', exact: true }).click();

  const map = studio.getByTestId('placement-map');
  const form = studio.getByTestId('studio-form');
  await form.getByRole('button', { name: /^▸ 1\. / }).click();
  const lat = form.getByLabel('中心纬度');
  const radius = form.getByLabel('半径（公里）');
  const [latBefore, radiusBefore] = [await lat.inputValue(), await radius.inputValue()];

  await map.scrollIntoViewIfNeeded();
  const centre = (await map.getByTestId('map-selected-area').boundingBox())!;
  await page.mouse.move(centre.x + centre.width / 2, centre.y + centre.height / 2);
  await page.mouse.down();
  await page.mouse.move(centre.x + centre.width / 2 + 15, centre.y + centre.height / 2 - 40, { steps: 5 });
  await page.mouse.up();
  await expect(lat).not.toHaveValue(latBefore);
  expect(Number(await lat.inputValue())).toBeGreaterThan(Number(latBefore));

  await map.scrollIntoViewIfNeeded();
  const handle = (await map.getByTestId('map-radius-handle').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 30, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(Number(await radius.inputValue())).toBeGreaterThan(Number(radiusBefore));
  await expect(studio.getByTestId('draft-status')).toContainText('1 个条目未保存');
  await studio.getByRole('button', { name: '保存', exact: true }).click();
  await expect(studio.getByRole('status')).toContainText('已保存');
  await screenshot(page, 'organizer-studio-fanhua-map-laptop');
});
