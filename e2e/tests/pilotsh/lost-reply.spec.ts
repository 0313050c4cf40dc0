import { expect, test, type Page, type Route } from '@playwright/test';
import { leaderOfNewTeam } from '../../engines/support/setup';
import { uniqueName } from '../../support/accounts';
import { loginThroughUi } from '../../support/games';
import { screenshot } from '../../support/screenshots';

/**
 * Lets the next `count` answers reach the server and then cuts their reply (as a flaky 4G link does);
 * returns the Idempotency-Key of every answer sent.
 */
async function cutReplies(page: Page, count: number): Promise<string[]> {
  const keys: string[] = [];
  let left = count;
  await page.route('**/api/pilotsh/tasks/complete', async (route: Route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (left > 0) {
      left -= 1;
      await route.fetch(); // the server judged it
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  return keys;
}

test.describe('pilotsh: an answer whose reply was lost', () => {
  test('counts once: the screen shows the real outcome after the automatic and after an explicit resend', async ({ browser, request }) => {
    const account = await leaderOfNewTeam(request, 'pilotsh', uniqueName('断线'));
    const page = await (await browser.newContext()).newPage();
    await loginThroughUi(page, 'pilotsh', account.phone, account.password);
    const answer = page.getByRole('textbox', { name: '答案' });
    const submit = page.getByRole('button', { name: '提交答案' });

    // the reply of the first send is cut: the client sends it again at once with the same key and shows that answer
    const keys = await cutReplies(page, 1);
    await page.getByLabel('选择任务').selectOption('T1-2');
    await answer.fill('4下');
    await submit.click();
    await expect(page.getByText('尝试次数 1/5')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.unrouteAll({ behavior: 'wait' });

    // both sends of the next wrong answer lose their reply: the answer is kept and sent again by itself with its key,
    // and the screen shows the real outcome, counted once
    const again = await cutReplies(page, 2);
    await answer.fill('5下');
    await submit.click();
    await expect(page.getByText('尝试次数 2/5')).toBeVisible();
    await expect(page.getByText(/5下 —— /)).toHaveCount(0);
    expect(again.length).toBeGreaterThanOrEqual(3);
    expect(new Set(again).size).toBe(1);
    await screenshot(page, 'pilotsh-lost-reply-counted-once');
    await page.unrouteAll({ behavior: 'wait' });

    // a right answer whose reply was lost says so, not "请先选择任务"
    await cutReplies(page, 1);
    await answer.fill('三下');
    await submit.click();
    await expect(page.getByText('回答正确，任务完成！')).toBeVisible();
  });
});
