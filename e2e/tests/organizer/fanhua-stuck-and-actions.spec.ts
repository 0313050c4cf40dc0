import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fanhuaCall, gameToken } from '../../engines/support/setup';
import { newAccount, uniqueName, type NewAccount } from '../../support/accounts';
import { registerThroughApi } from '../../support/games';
import { signInToConsole } from '../../support/organizer';
import { screenshot, screenshotOf } from '../../support/screenshots';

/** The organiser's laptop of this journey. */
test.use({ viewport: { width: 1280, height: 800 } });

/** Area 1 of the demo pack and its first reward group (console-content.spec.ts trades there too). */
const AREA_1 = { area_id: 1, reward_id: '1', conds: [], lat: 31.320488, lng: 121.465879, accuracy: 12 };

interface Leader {
  account: NewAccount;
  token: string;
  teamId: string;
  teamName: string;
}

/** A new fanhua player who forms a team of their own, as players do. */
async function leaderOfOwnTeam(page: Page, teamPrefix: string): Promise<Leader> {
  const account = newAccount('废土');
  await registerThroughApi(page, 'fanhua', account);
  const token = await gameToken(page.request, 'fanhua', account.phone, account.password);
  const teamName = uniqueName(teamPrefix);
  const { teamId } = await fanhuaCall<{ teamId: string }>(page.request, token, '/team/create', { name: teamName, description: '' });
  return { account, token, teamId, teamName };
}

/** A CSV line's cells (no cell this journey reads holds an ASCII comma). */
const cellsOf = (line: string) => line.split(',');

test('organiser (laptop) sees on the fanhua board who is stuck and downloads every team action as a CSV', async ({ page }) => {
  // Team A is refused at an area (too far away), then trades there, then gives team B one of what it got.
  const teamA = await leaderOfOwnTeam(page, '拾荒');
  const teamB = await leaderOfOwnTeam(page, '流浪');
  const far = await page.request.post('/api/fanhua/trade/trade-with-area', {
    headers: { Authorization: `Bearer ${teamA.token}` },
    data: { ...AREA_1, lat: 31.2 },
  });
  expect(far.status(), await far.text()).toBe(403);
  const traded = await fanhuaCall<{ traded_reward: { gained: { type: string; arg: string; count: number }[] } }>(
    page.request,
    teamA.token,
    '/trade/trade-with-area',
    AREA_1,
  );
  const gift = traded.traded_reward.gained[0]!;
  const { trade_id: tradeId } = await fanhuaCall<{ trade_id: string }>(page.request, teamA.token, '/trade/create', {
    to_team_id: teamB.teamId,
    items: [{ type: gift.type, arg: gift.arg || null, count: -1 }],
    msg: '',
  });
  await fanhuaCall(page.request, teamA.token, `/trade/confirm/${tradeId}`, {});
  await fanhuaCall(page.request, teamB.token, `/trade/accept/${tradeId}`, {});
  // Team C is formed and does nothing (a team a player forms leaves the roster's version alone: the other console journeys are not refused).
  const teamC = await leaderOfOwnTeam(page, '静止');

  await signInToConsole(page);
  await page.getByRole('tab', { name: '看板与成绩' }).click();
  await page.getByRole('group', { name: '选择看板' }).getByRole('button', { name: '繁华废土' }).click();
  const stuck = page.getByTestId('fanhua-stuck-board');
  const rowOf = (teamName: string) => stuck.locator('tr').filter({ has: page.getByRole('cell', { name: teamName, exact: true }) });
  await expect(rowOf(teamA.teamName)).toContainText('不到1分');
  await expect(rowOf(teamA.teamName)).toContainText(`与「${teamB.teamName}」成交`);
  await expect(rowOf(teamB.teamName)).toContainText(`与「${teamA.teamName}」成交`);
  await expect(rowOf(teamC.teamName)).toContainText('未开始');
  // the ranked results below follow within their 10 s refresh (their start column is the stuck board's start)
  await expect(page.getByTestId('ranked-results').locator('thead')).toContainText('得分（资产总数）', { timeout: 15_000 });
  await stuck.scrollIntoViewIfNeeded();
  await screenshot(page, 'organizer-fanhua-stuck-board-laptop');

  const downloads = page.getByRole('heading', { name: '导出成绩、答题与行动记录（CSV，可直接用 Excel 打开）' }).locator('..');
  const downloading = page.waitForEvent('download');
  await downloads.getByRole('button', { name: '繁华废土行动记录' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('繁华废土行动记录.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('时间,队伍,玩家,行动,内容,结果');
  const playerA = `${teamA.account.name}（${teamA.account.phone}）`;
  const ofTeamA = lines.map(cellsOf).filter((cells) => cells[1] === teamA.teamName && cells[2] === playerA);
  expect(ofTeamA.map((cells) => [cells[3], cells.at(-1)])).toEqual([
    ['区域奖励', expect.stringMatching(/^拒绝：不在区域范围内/)],
    ['区域奖励', '接受（成交）'],
    [`向「${teamB.teamName}」发起交易`, '对方接受（成交）'],
  ]);
  const playerB = `${teamB.account.name}（${teamB.account.phone}）`;
  const answerOfB = lines.map(cellsOf).find((cells) => cells[1] === teamB.teamName && cells[3] === `回应「${teamA.teamName}」的交易`);
  expect(answerOfB?.[2]).toBe(playerB);
  expect(answerOfB?.at(-1)).toBe('接受（成交）');
  await screenshotOf(downloads, 'organizer-fanhua-downloads-laptop');
});
