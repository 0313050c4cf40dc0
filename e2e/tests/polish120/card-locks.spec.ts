import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshots';
import { DEMO_PUZZLE_PATHS, loginPlayer, startTeamThroughApi, tab, TEAM_2_LEADER } from './polish120-support';

test.describe('polish120 · 演示二队：谜题卡锁住它的谜题页和任务', () => {
  test("a card's pages and tasks stay locked until the team unlocks the card", async ({ page }) => {
    await startTeamThroughApi(page.request, TEAM_2_LEADER.phone, TEAM_2_LEADER.password);
    await loginPlayer(page, TEAM_2_LEADER);

    // Before any card: the submit tab lists the field tasks only.
    await tab(page, '提交任务').click();
    const select = page.locator('select.p120-select');
    await expect(select.locator('option', { hasText: '石桥刻字' })).toHaveCount(1);
    await expect(select.locator('option', { hasText: '谜题 6 · 沙发' })).toHaveCount(0);
    await expect(select.locator('option', { hasText: '彩色数独' })).toHaveCount(0);

    // The page behind PZB answers with the lock, even at its direct address; so does its task.
    await page.goto(`/polish120/${DEMO_PUZZLE_PATHS.sofa}`);
    await expect(page.getByText('这个谜题页还没有解锁：先到达它的谜题卡所在的区域')).toBeVisible();
    await screenshot(page, 'polish120-card-locked-page');
    await page.goto('/polish120/tasks/P04');
    await expect(page.getByText('这个任务还没有解锁：先到达它的谜题卡所在的区域')).toBeVisible();
    await screenshot(page, 'polish120-card-locked-task');

    // 石桥刻字 reaches area 3, which opens PZB and with it its three pages and tasks.
    await page.goto('/polish120/tasks');
    await tab(page, '提交任务').click();
    await select.selectOption({ label: '石桥刻字' });
    await page.getByRole('textbox', { name: '答案' }).fill('永安');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('回答正确，任务完成！')).toBeVisible();
    await expect(select.locator('option', { hasText: '谜题 6 · 沙发' })).toHaveCount(1);
    await expect(select.locator('option', { hasText: '彩色数独' })).toHaveCount(0);
    await screenshot(page, 'polish120-card-unlocked-submit');

    await tab(page, '谜题 PZ').click();
    await page.getByRole('link', { name: '谜题 6' }).click();
    await expect(page).toHaveURL(new RegExp(`/polish120/${DEMO_PUZZLE_PATHS.sofa}$`));
    await expect(page.getByText(/^答案格式：/)).toBeVisible();
    await screenshot(page, 'polish120-card-unlocked-page');
  });
});
