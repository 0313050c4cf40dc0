import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshots';
import { DEMO, loginPlayer, tab, TEAM_1_LEADER } from './polish120-support';

test.describe('polish120 · 演示一队：开始问题、提交任务、谜题卡', () => {
  test('start quiz wrong then right, the tabs appear; a task answered shows its hint and unlocks PZA', async ({ page }) => {
    await loginPlayer(page, TEAM_1_LEADER);
    await expect(tab(page, '开始')).toBeVisible();
    await expect(tab(page, '提交任务')).toHaveCount(0);
    await expect(page.getByText('罗盘由内向外共有')).toBeVisible();
    await screenshot(page, 'polish120-start-question');

    // Wrong format: the spec's alert, nothing sent.
    const answer = page.getByRole('textbox', { name: '四个字' });
    await answer.fill('年月日');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('请输入正确的四个字：年月日时')).toBeVisible();
    await screenshot(page, 'polish120-start-format-alert');
    await page.getByRole('button', { name: '知道了' }).click();

    // Right characters, wrong order: the server says no.
    await answer.fill('时日月年');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '答案不正确' })).toBeVisible();
    await expect(tab(page, '提交任务')).toHaveCount(0);

    await answer.fill(DEMO.startAnswer);
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(tab(page, '提交任务')).toBeVisible();
    for (const name of ['任务进度', 'X 区域', '谜题 PZ']) await expect(tab(page, name)).toBeVisible();
    await expect(page.getByText('罗盘的四层由内向外依次代表年、月、日、时')).toBeVisible();
    await expect(page.getByText('第二个问题').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /罗盘参考图/ })).toBeVisible();
    await screenshot(page, 'polish120-start-answered');

    // No puzzle card before any area is reached.
    await tab(page, '谜题 PZ').click();
    await expect(page.getByText('暂无可用谜题')).toBeVisible();

    // Submit a wrong and then the right answer to 钟楼报时 (reaches area 2).
    await tab(page, '提交任务').click();
    await expect(page.getByRole('textbox', { name: '答案' })).toBeDisabled();
    await page.locator('select.p120-select').selectOption({ label: '钟楼报时' });
    await page.getByRole('textbox', { name: '答案' }).fill('11');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('答案错误，还可以尝试 4 次')).toBeVisible();
    await expect(page.getByText('尝试次数 1/5')).toBeVisible();
    await expect(page.locator('.cg-answer-wrong__answer', { hasText: '11' })).toBeVisible();
    await screenshot(page, 'polish120-submit-wrong');

    await page.getByRole('textbox', { name: '答案' }).fill('12');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('回答正确，任务完成！')).toBeVisible();
    await expect(page.getByRole('region', { name: '提示' })).toContainText('钟楼到了');
    await expect(page.locator('.p120-marker--hint').first()).toBeVisible();
    await expect(page.locator('select.p120-select option', { hasText: '钟楼报时' })).toHaveCount(0);
    await screenshot(page, 'polish120-submit-correct-hint');

    // Progress: the completed row expands to show answer and hint.
    await tab(page, '任务进度').click();
    await expect(page.getByText('队长：玩家1；队员：玩家2')).toBeVisible();
    const row = page.getByRole('row', { name: /钟楼报时/ });
    await expect(row).toContainText('已完成');
    await expect(row).toContainText('玩家1');
    await row.click();
    await expect(page.locator('.p120-table__detail')).toContainText('窗户排成 4 行 3 列');
    await screenshot(page, 'polish120-progress');
    await page.locator('.p120-filters').getByText('已完成', { exact: true }).click();
    await expect(page.getByRole('row', { name: /钟楼报时/ })).toHaveCount(0);

    // PZA is unlocked now.
    await tab(page, '谜题 PZ').click();
    await expect(page.getByRole('article', { name: 'PZA' })).toBeVisible();
    await expect(page.getByText('钟楼谜卡')).toBeVisible();
    await expect(page.getByRole('article', { name: 'PZB' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /城南钟楼/ })).toBeVisible();
    await screenshot(page, 'polish120-puzzle-card-pza');

    // The active tab survives a reload (activeTab cookie).
    await page.reload();
    await expect(page.getByRole('article', { name: 'PZA' })).toBeVisible();
  });
});
