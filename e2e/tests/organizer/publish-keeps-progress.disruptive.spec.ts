import { expect, test, type Page } from '@playwright/test';
import { newAccount, uniqueName } from '../../support/accounts';
import { createTeamAsOrganizer, LAPTOP, organizerToken, PUBLISH_ANSWER_WITHIN_MS, signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';
import { loginPlayer, startTeamThroughApi, tab } from '../polish120/polish120-support';

/**
 * A content fix published mid-event keeps every team's progress (docs/studio.md「发布保留进度」). It
 * publishes polish120 content, so it runs on its own after the other journeys, and puts the demo pack back.
 */
const PHONE = { width: 390, height: 844 } as const;

async function publishDraft(page: Page, { look = false } = {}) {
  const studio = page.getByTestId('studio-polish120');
  await studio.getByRole('button', { name: '发布…' }).click();
  const dialog = studio.getByRole('dialog', { name: '确认发布' });
  const impact = dialog.getByTestId('publish-impact');
  await expect(impact).toContainText('名单不在活动包里');
  await expect(impact).not.toContainText('清空');
  if (look) await screenshot(page, 'publish-keeps-progress-dialog-laptop');
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(studio.getByRole('status')).toContainText(/已发布第 \d+ 版/, { timeout: PUBLISH_ANSWER_WITHIN_MS });
}

test('a player solves T01, the organiser renames T04 in the studio and publishes: T01 stays solved and the phone shows the new title without a reload', async ({
  browser,
  request,
}) => {
  const renamed = `四站寻踪（修正 ${Date.now() % 10000}）`;
  // A team of its own, started, so nothing another journey did to the demo teams matters.
  const player = newAccount('发布');
  expect((await request.post('/api/polish120/players', { data: player })).status()).toBeLessThan(300);
  await createTeamAsOrganizer(request, await organizerToken(request), 'polish120', uniqueName('发布队'), player.phone);
  await startTeamThroughApi(request, player.phone, player.password);

  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await loginPlayer(phone, player);
  await tab(phone, '提交任务').click();
  await phone.locator('select.p120-select').selectOption({ label: '钟楼报时' });
  await phone.getByRole('textbox', { name: '答案' }).fill('12');
  await phone.getByRole('button', { name: '提交答案' }).click();
  await expect(phone.getByText('回答正确，任务完成！')).toBeVisible();
  await tab(phone, '任务进度').click();
  await expect(phone.getByRole('row', { name: /钟楼报时/ })).toContainText('已完成');
  await expect(phone.getByRole('row', { name: /四站寻踪/ })).toBeVisible();

  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToConsole(page);
  await page.getByRole('tab', { name: '内容编辑' }).click();
  await page.getByRole('group', { name: '选择游戏' }).getByRole('button', { name: '百廿寻迹' }).click();
  const studio = page.getByTestId('studio-polish120');
  try {
    await startDraftFrom(studio, '从当前活动开始', '当前活动');
    await studio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button', { name: '任务', exact: true }).click();
    const form = studio.getByTestId('studio-form');
    await form.getByRole('button', { name: /4\. T04/ }).click();
    await form.getByLabel('任务名称').fill(renamed);
    await studio.getByRole('button', { name: '保存', exact: true }).click();
    await expect(studio.getByRole('status')).toContainText('已保存');
    await publishDraft(page, { look: true });

    // The phone was left on its progress tab: the new title arrives with its next poll, the solve is still there.
    await expect(phone.getByRole('row', { name: new RegExp(renamed.replace(/[()（）]/g, '.')) })).toBeVisible({ timeout: 45_000 });
    await expect(phone.getByRole('row', { name: /钟楼报时/ })).toContainText('已完成');
    await screenshot(phone, 'publish-keeps-progress-player-phone');
  } finally {
    // The demo content back as it was, for whatever runs next (the roster and progress stay either way).
    await startDraftFrom(studio, '从演示活动包开始', '演示活动包');
    await publishDraft(page);
  }
});

test('clearing all progress is its own confirmed action on the 活动包 tab', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await signInToConsole(page);
  await page.getByRole('tab', { name: '活动包' }).click();
  await page.getByRole('group', { name: '选择游戏' }).getByRole('button', { name: '繁华废土' }).click();
  const card = page.getByTestId('progress-reset-fanhua');
  await card.getByRole('button', { name: '清空全部进度…' }).click();
  const confirm = card.getByRole('button', { name: '确认清空' });
  await expect(confirm).toBeDisabled();
  await card.getByLabel(/请输入「清空全部进度」确认/).fill('清空全部进度');
  await screenshot(page, 'progress-reset-dialog-laptop');
  await confirm.click();
  await expect(card.getByRole('status')).toContainText(/已清空全部进度：\d+ 支队伍从头开始/);
  await page.getByRole('tab', { name: '操作记录' }).click();
  await expect(page.getByText(/清空全部进度：\d+ 支队伍从头开始/).first()).toBeVisible();
});
