import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshots';
import { openTab, playerPage, resetTeam, TEAM1 } from './pilotsh-support';

test.describe('pilotsh: answering tasks', () => {
  test.beforeEach(async ({ request }) => {
    await resetTeam(request, TEAM1.name);
  });

  test('a member answers wrong five times, sees the attempts and then the countdown; answers right and sees progress', async ({ browser }) => {
    const page = await playerPage(browser, TEAM1.member);
    await expect(page.getByRole('heading', { name: '钟楼广场' })).toBeVisible();
    const taskSelect = page.getByLabel('选择任务');
    const answer = page.getByRole('textbox', { name: '答案' });
    await expect(answer).toBeDisabled();
    await screenshot(page, 'pilotsh-submit-empty-selection');

    await taskSelect.selectOption('T1-2');
    await expect(answer).toBeEnabled();
    for (let n = 1; n <= 4; n += 1) {
      await answer.fill(`${n + 3}下`);
      await page.getByRole('button', { name: '提交答案' }).click();
      await expect(page.getByText(`尝试次数 ${n}/5`)).toBeVisible();
    }
    await expect(page.locator('.cg-answer-wrong__item')).toHaveCount(4);
    await screenshot(page, 'pilotsh-submit-wrong-attempts');

    await answer.fill('8下');
    await page.getByRole('button', { name: '提交答案' }).click();
    const countdown = page.getByText(/剩余时间：\d 分 \d\d 秒/);
    await expect(countdown).toBeVisible();
    await expect(page.getByText(/尝试次数/)).toHaveCount(0);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });
    await screenshot(page, 'pilotsh-submit-banned-countdown');

    // the ban check answers from the server too
    await page.getByRole('button', { name: '查询封禁状态' }).click();
    await expect(page.locator('.cg-answer-ban')).toContainText('已暂时封禁');
    await expect(page.getByText('已暂时封禁')).toHaveCount(1);

    // a reload keeps the countdown and the local wrong-answer record
    await page.reload();
    await taskSelect.selectOption('T1-2');
    await expect(page.getByText(/剩余时间：\d 分 \d\d 秒/)).toBeVisible();
    await expect(page.locator('.cg-answer-wrong__item')).toHaveCount(5);

    // another task: the city puzzle, opened from the puzzle tab, then answered right
    await openTab(page, '谜题');
    await page.getByRole('button', { name: /PZ1/ }).click();
    await expect(page).toHaveURL(/\/pilotsh\/pz\/lai-chu-qu-chu$/);
    await expect(page.getByText('我从常年起雾的港口出发', { exact: false })).toBeVisible();
    await screenshot(page, 'pilotsh-puzzle-city');
    await page.getByRole('button', { name: /返回任务中心/ }).click();

    await openTab(page, '提交任务');
    await taskSelect.selectOption('T1-1');
    await answer.fill('雾港 云川');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('回答正确，任务完成！')).toBeVisible();
    await expect(taskSelect.locator('option', { hasText: '来处与去处' })).toHaveCount(0);
    await screenshot(page, 'pilotsh-submit-correct');

    await openTab(page, '任务进度');
    const row = page.getByRole('row', { name: /T1-1/ });
    await expect(row).toContainText('已完成');
    await expect(row).toContainText('玩家2');
    await expect(row).toContainText('钟楼广场');
    await expect(page.getByRole('row', { name: /T1-2/ })).toContainText('5');
    await expect(page.getByLabel('只显示当前区域')).toBeChecked();
    await screenshot(page, 'pilotsh-progress');

    // the leader sees the same progress
    const leader = await playerPage(browser, TEAM1.leader);
    await openTab(leader, '任务进度');
    await expect(leader.getByRole('row', { name: /T1-1/ })).toContainText('玩家2');
  });
});
