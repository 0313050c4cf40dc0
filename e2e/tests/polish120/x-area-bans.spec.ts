import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshots';
import { loginPlayer, startTeamThroughApi, tab, TEAM_3_MEMBER } from './polish120-support';

test.describe('polish120 · 演示三队：X 区域的猜测次数', () => {
  test('the 5th wrong stage-0 key bans the stage with the task countdown', async ({ page }) => {
    await startTeamThroughApi(page.request, TEAM_3_MEMBER.phone, TEAM_3_MEMBER.password);
    await loginPlayer(page, TEAM_3_MEMBER);
    await tab(page, 'X 区域').click();
    await expect(page.getByText('阶段 0', { exact: true })).toBeVisible();

    const converter = page.getByRole('textbox', { name: '输入文字' });
    for (const [n, text] of ['东', '南', '西', '北'].entries()) {
      await converter.fill(text);
      await page.getByRole('button', { name: '转换' }).click();
      await expect(page.getByText(`尝试次数 ${n + 1}/5`)).toBeVisible();
    }
    await converter.fill('中');
    await page.getByRole('button', { name: '转换' }).click();
    await expect(page.getByText('不正确，错误次数已达 5 次，暂时封禁 2分0秒')).toBeVisible();
    await expect(page.getByText(/剩余时间：\d 分 \d\d 秒/)).toBeVisible();
    await screenshot(page, 'polish120-x-stage0-banned');

    // A reload keeps the ban: it comes from the server.
    await page.reload();
    await tab(page, 'X 区域').click();
    await expect(page.getByText(/剩余时间：\d 分 \d\d 秒/)).toBeVisible();
  });
});
