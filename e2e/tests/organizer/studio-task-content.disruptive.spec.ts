import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { loginThroughUi } from '../../support/games';
import { newAccount, uniqueName } from '../../support/accounts';
import { createTeamAsOrganizer, organizerToken, PUBLISH_ANSWER_WITHIN_MS, signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot, screenshotOf, screenshotOfScreen } from '../../support/screenshots';
import { DEMO_PICTURE_PNG } from '../../support/studio-trial';

/**
 * Issue 35 items 2 and 5 for pilotsh: an organiser gives a new task a picture and formatted text in the studio,
 * sees it in the preview beside the editor opened at that task (reset on save), publishes, and a player sees it
 * on a phone. The formatted text carries every attack the tester tried; none of it reaches either page. It
 * publishes pilotsh content, so it runs with the other disruptive journeys and puts the demo pack back.
 */
const LAPTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const TASK_ID = 'T1-9';
const TASK_NAME = '钟楼的影子';
const ALT = '钟楼北门外的石碑，碑顶刻着「城训」';

const BODY = [
  '<p>石碑在钟楼<strong>北门</strong>外。</p>',
  '<ul><li>看影子落在哪一行</li><li>只填一个字</li></ul>',
  '<script>window.__attacked = 1</script>',
  '<img src="x" onerror="window.__attacked = 2">',
  '<a href="javascript:window.__attacked = 3">点我</a>',
  '<svg onload="window.__attacked = 4"><circle r="4"/></svg>',
  // As reported (unquoted, a self-closed circle): an SVG said to show in the studio's own preview.
  '<svg onload=alert(1)><circle r=5/></svg>',
  '<img src=x onerror=alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" alt="矢量">',
  '<iframe src="/organizer"></iframe>',
].join('');

/** What must never be in a player's page of the task, nor in the studio's preview of the formatted text. */
async function expectNothingHostile(content: Locator) {
  const html = (await content.evaluate((element) => element.innerHTML)).toLowerCase();
  for (const banned of ['<script', 'onerror', 'onload', 'javascript:', '<svg', 'svg+xml', '<iframe', '__attacked', 'alert('])
    expect(html, banned).not.toContain(banned);
  await expect(content.locator('svg, script, iframe')).toHaveCount(0);
  expect(await content.evaluate(() => (window as unknown as { __attacked?: number }).__attacked ?? 0)).toBe(0);
}

/** Accepts the studio's confirmations; an alert would be the formatted text's script running, and is kept to fail on. */
function watchDialogs(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'alert') alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** The task's picture is drawn (not a broken image), lazily, at most as wide as the phone. */
async function expectPicture(where: Page | FrameLocator) {
  const picture = where.getByRole('img', { name: ALT });
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
  const width = await picture.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(250);
  expect(width).toBeLessThanOrEqual(390);
}

async function publish(studio: Locator) {
  await studio.getByRole('button', { name: '发布…' }).click();
  const dialog = studio.getByRole('dialog', { name: '确认发布' });
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(studio.locator('p.oc-ok[role="status"]')).toContainText(/已发布第 \d+ 版/, { timeout: PUBLISH_ANSWER_WITHIN_MS });
}

test('a pilotsh task with a picture and formatted text: built in the studio, previewed beside the editor at that task, published, seen by a player', async ({
  browser,
}) => {
  test.slow(); // the first reset starts the preview instance
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  const alerts = watchDialogs(page);
  await signInToConsole(page);
  await page.getByRole('tab', { name: '内容编辑' }).click();
  const studio = page.getByTestId('studio-pilotsh');
  const saved = studio.locator('p.oc-ok[role="status"]');
  try {
    await startDraftFrom(studio, '从演示活动包开始', '演示活动包');
    await studio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button', { name: '任务' }).click();

    // The preview sits beside the editor at laptop size.
    const preview = studio.getByTestId('player-preview');
    const editor = studio.locator('.st-editor');
    const [editorBox, previewBox] = [(await editor.boundingBox())!, (await preview.boundingBox())!];
    expect(previewBox.x).toBeGreaterThanOrEqual(editorBox.x + editorBox.width - 1);
    expect(previewBox.y).toBeLessThan(editorBox.y + 50);
    await preview.getByRole('button', { name: '用草稿重置预览' }).click();
    await expect(preview.getByTestId('preview-status')).toContainText('预览来自草稿', { timeout: 30_000 });
    const game = page.frameLocator('iframe[name="citygames-preview-pilotsh"]');
    await expect(game.getByLabel('选择任务')).toBeVisible();

    // A new task in the start area, with a picture uploaded from the computer and formatted text.
    const form = studio.getByTestId('studio-form');
    await form.getByRole('button', { name: '＋ 添加任务' }).click();
    const task = form.locator('.st-array').first().locator(':scope > .st-entry').last();
    await task.getByLabel('任务编号').fill(TASK_ID);
    await task.getByLabel('任务名称').fill(TASK_NAME);
    await task.getByRole('button', { name: '＋ 设置「任务说明」' }).click();
    await task.getByLabel('任务说明', { exact: true }).fill('下午三点，钟楼的影子指向石碑的哪一个字？');
    // A new task starts with its first answer to fill in.
    await task.getByLabel('答案 1').fill('雾');
    await task.getByRole('button', { name: '＋ 设置「图片」' }).click();
    await task.getByLabel(/：上传图片$/).setInputFiles({ name: 'stele.png', mimeType: 'image/png', buffer: DEMO_PICTURE_PNG });
    await expect(task.getByTestId('image-thumb')).toHaveAttribute('src', /^\/api\/pilotsh\/media\/[0-9a-f]{64}\.png$/);
    await task.getByLabel('图片说明').fill(ALT);
    await task.getByRole('button', { name: '＋ 设置「任务正文」' }).click();
    await task.getByLabel('任务正文').fill(BODY);
    // The studio's own preview beside the field: the allowed formatting, none of the attacks, no SVG drawn.
    const formPreview = task.locator('.st-rich__body');
    await expect(formPreview.locator('strong')).toHaveText('北门');
    await expectNothingHostile(formPreview);
    await formPreview.scrollIntoViewIfNeeded();
    await screenshotOf(formPreview.locator('..'), 'organizer-studio-rich-text-preview-laptop');
    await expect(preview.getByTestId('preview-target')).toContainText(`任务 ${TASK_ID}「${TASK_NAME}」`);

    // Saving resets the open preview from the new draft, at this task.
    await studio.getByRole('button', { name: '保存', exact: true }).click();
    await expect(saved).toContainText('已保存');
    const version = (await studio.getByTestId('draft-status').innerText()).match(/第 (\d+) 版/)![1];
    await expect(preview.getByTestId('preview-status')).toContainText(`预览来自草稿第 ${version} 版`, { timeout: 30_000 });
    await expect(game.getByLabel('选择任务')).toHaveValue(TASK_ID);
    const previewed = game.getByTestId('task-content');
    await expect(previewed.locator('strong')).toHaveText('北门');
    await expect(previewed.getByRole('listitem')).toHaveText(['看影子落在哪一行', '只填一个字']);
    await expectPicture(game);
    await expectNothingHostile(previewed);
    // What the organiser sees: the task's picture and text in the form, the preview at that task beside it.
    await task.getByLabel('图片说明').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshotOfScreen(page, 'organizer-studio-preview-task-laptop');

    await studio.getByRole('button', { name: '检查' }).click();
    await expect(saved).toContainText('检查通过');
    await publish(studio);

    // A player of a new team, standing in the start area, on a phone.
    const account = newAccount('图文');
    expect((await page.request.post('/api/pilotsh/players', { data: account })).status()).toBeLessThan(300);
    await createTeamAsOrganizer(page.request, await organizerToken(page.request), 'pilotsh', uniqueName('图文队'), account.phone);
    const player = await (await browser.newContext({ viewport: PHONE })).newPage();
    const playerAlerts = watchDialogs(player);
    await loginThroughUi(player, 'pilotsh', account.phone, account.password);
    await player.getByLabel('选择任务').selectOption(TASK_ID);
    const content = player.getByTestId('task-content');
    await expect(content).toContainText('下午三点，钟楼的影子指向石碑的哪一个字？');
    await expect(content.locator('strong')).toHaveText('北门');
    await expectPicture(player);
    await expectNothingHostile(content);
    expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect([...alerts, ...playerAlerts]).toEqual([]);
    await screenshot(player, 'pilotsh-task-picture-phone');
  } finally {
    await startDraftFrom(studio, '从演示活动包开始', '演示活动包');
    await publish(studio);
  }
});
