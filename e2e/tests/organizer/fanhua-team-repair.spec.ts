import { expect, test, type APIRequestContext } from '@playwright/test';
import { newAccount, uniqueName, type NewAccount } from '../../support/accounts';
import { registerThroughApi } from '../../support/games';
import { acceptNextDialog, createTeamAsOrganizer, LAPTOP, organizerToken, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

/** Grants the team some money through the organiser's fanhua administration, and answers what it holds. */
async function teamAssets(request: APIRequestContext, token: string, teamId: string, grant?: number): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  if (grant) {
    const granted = await request.post('/api/fanhua/organizer/trade/add-asset', {
      headers,
      data: { team_id: teamId, type: 'money', arg: null, count: grant },
    });
    expect(granted.status(), await granted.text()).toBe(200);
  }
  const assets = await request.get(`/api/fanhua/organizer/trade/assets?team_id=${teamId}`, { headers });
  expect(assets.status(), await assets.text()).toBe(200);
  return JSON.stringify(await assets.json());
}

for (const [size, viewport] of [
  ['laptop', LAPTOP],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`organiser (${size}) repairs fanhua teams: rename, add, move, change leader, reset, delete`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const [leaderA, memberA, leaderB]: NewAccount[] = [newAccount('废土'), newAccount('废土'), newAccount('废土')];
    for (const account of [leaderA, memberA, leaderB]) await registerThroughApi(page, 'fanhua', account!);
    const token = await organizerToken(page.request);
    const nameA = uniqueName('拾荒');
    const nameB = uniqueName('流浪');
    await createTeamAsOrganizer(page.request, token, 'fanhua', nameA, leaderA!.phone);
    const teamB = await createTeamAsOrganizer(page.request, token, 'fanhua', nameB, leaderB!.phone);
    expect(await teamAssets(page.request, token, teamB, 3)).toContain('money');

    await signInToConsole(page);
    await page.getByRole('tab', { name: '名单' }).click();
    await page.getByRole('group', { name: '选择名单' }).getByRole('button', { name: '繁华废土' }).click();
    await expect(page.getByTestId('roster-import')).toContainText('繁华废土：每队最多 8 人');

    // Add the waiting member to A by phone, then rename A.
    await page.getByLabel('搜索名单').fill(nameA);
    const cardA = page.getByTestId(`team-${nameA}`);
    await cardA.getByLabel(`加入「${nameA}」的手机号`).fill(memberA!.phone);
    await cardA.getByRole('button', { name: '加入' }).click();
    await expect(cardA).toContainText(memberA!.name);
    const renamedA = `${nameA}改`;
    await cardA.getByRole('button', { name: '改名' }).click();
    await page.getByLabel(`「${nameA}」的新队名`).fill(renamedA);
    await page.getByRole('button', { name: '保存队名' }).click();
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已把「${nameA}」改名为「${renamedA}」`);
    const renamedCard = page.getByTestId(`team-${renamedA}`);
    await screenshot(page, `organizer-fanhua-renamed-${size}`);

    // Move the member to B, and make them B's leader.
    await page.getByLabel('搜索名单').fill('废土');
    await renamedCard.getByLabel(`把 ${memberA!.name} 移到`).selectOption({ label: nameB });
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已移动 ${memberA!.name}`);
    const cardB = page.getByTestId(`team-${nameB}`);
    await expect(cardB).toContainText(memberA!.name);
    await cardB.getByRole('button', { name: '设为队长' }).click();
    await expect(page.getByTestId('roster-outcome')).toHaveText(`${memberA!.name} 成为队长`);
    await expect(cardB.locator('li').first()).toContainText(memberA!.name);
    await screenshot(page, `organizer-fanhua-moved-${size}`);

    // Reset says what it clears; B's assets are gone.
    await page.getByLabel('搜索名单').fill(nameB);
    acceptNextDialog(page, '进行中的交易全部取消');
    await cardB.getByRole('button', { name: '重置进度' }).click();
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已重置「${nameB}」的进度`);
    expect(await teamAssets(page.request, token, teamB)).not.toContain('money');

    // Delete: both players wait again.
    acceptNextDialog(page, '名队员回到“等待分队”');
    await cardB.getByRole('button', { name: '删除队伍' }).click();
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已删除队伍「${nameB}」，2 名队员回到等待分队`);
    await expect(cardB).toHaveCount(0);
    await page.getByLabel('搜索名单').fill('废土');
    const waiting = page.getByTestId('unassigned');
    await expect(waiting).toContainText(leaderB!.name);
    await expect(waiting).toContainText(memberA!.name);
    await screenshot(page, `organizer-fanhua-deleted-${size}`);
    await context.close();
  });
}
