import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { gameToken, leaderOfNewTeam } from '../../engines/support/setup';
import { LAPTOP, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

const SIZES = [
  { label: 'laptop', viewport: LAPTOP },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * A team of its own (the other journeys play the demo teams): the organiser watches its answers
 * arrive in the feed without a reload, finds it on the stuck board and in the ranking, pages and
 * exports the audit log, and is told when the console goes offline.
 */
async function watchTheEvent(browser: Browser, size: (typeof SIZES)[number]) {
  const context = await browser.newContext({ viewport: size.viewport });
  const page = await context.newPage();
  const teamName = `动态队${size.label === 'laptop' ? '甲' : '乙'}${Date.now() % 10_000}`;
  const leader = await leaderOfNewTeam(page.request, 'pilotsh', teamName);
  const token = await gameToken(page.request, 'pilotsh', leader.phone, leader.password);
  const answer = (taskId: string, text: string) =>
    page.request.post('/api/pilotsh/tasks/complete', { headers: { Authorization: `Bearer ${token}` }, data: { taskId, answer: text } });

  await signInToConsole(page);
  await expect(page.getByTestId('last-updated')).toContainText('已更新');
  await page.getByRole('tab', { name: '动态' }).click();
  await page.getByLabel('按队名筛选').fill(teamName);
  await page.getByRole('button', { name: '筛选' }).click();
  const feed = page.getByTestId('activity-feed');
  await expect(feed).toContainText(`创建了队伍「${teamName}」`);

  expect((await answer('T1-3', '不是这个')).status()).toBe(200);
  await expect(feed.locator('li').first()).toContainText(`答错「`, { timeout: 10_000 });
  await expect(feed.locator('li').first()).toContainText('不是这个');
  expect((await answer('T1-1', '雾港云川')).status()).toBe(200);
  await expect(feed.locator('li').first()).toContainText(`${teamName} 完成了「来处与去处」`, { timeout: 10_000 });
  await screenshot(page, `organizer-feed-${size.label}`);

  await page.getByRole('tab', { name: '看板与成绩' }).click();
  const stuck = page.getByTestId('stuck-board');
  const row = stuck.locator('tr', { hasText: teamName });
  await expect(row).toContainText('✓');
  await expect(row).toContainText('✗1');
  await expect(row).toContainText('不到1分');
  await stuck.scrollIntoViewIfNeeded();
  await screenshot(page, `organizer-stuck-board-${size.label}`);
  const ranked = page.getByTestId('ranked-results');
  await expect(ranked.locator('thead')).toContainText('得分（完成任务数）');
  await expect(ranked.locator('tr', { hasText: teamName })).toContainText('1');
  await ranked.scrollIntoViewIfNeeded();
  await screenshot(page, `organizer-ranked-results-${size.label}`);

  await page.getByRole('tab', { name: '操作记录' }).click();
  const log = page.getByTestId('audit-log');
  await expect(log).toContainText(`创建了队伍「${teamName}」`);
  const older = page.getByRole('button', { name: '加载更早的记录' });
  while (await older.isVisible()) await older.click();
  await expect(page.getByText('已经到最早的一条。')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '领航上海操作记录' }).click();
  const bytes = readFileSync(await (await downloading).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8').slice(1);
  expect(csv.split('\r\n')[0]).toBe('时间,组织者,范围,操作,说明,队伍,玩家');
  expect(csv).toContain(`创建了队伍「${teamName}」`);
  await screenshot(page, `organizer-audit-log-${size.label}`);

  await context.setOffline(true);
  await expect(page.getByTestId('connection-banner')).toContainText('网络已断开：显示的是', { timeout: 15_000 });
  await screenshot(page, `organizer-offline-${size.label}`);
  await context.setOffline(false);
  await expect(page.getByTestId('last-updated')).toContainText('已更新', { timeout: 15_000 });
  await context.close();
}

for (const size of SIZES) {
  test(`organiser (${size.label}) watches a team's answers arrive live, finds it stuck and ranked, pages the audit log and sees the offline notice`, async ({
    browser,
  }) => {
    await watchTheEvent(browser, size);
  });
}
