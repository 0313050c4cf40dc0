import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, uniqueName, type NewAccount } from '../../support/accounts';
import { registerThroughApi } from '../../support/games';
import { acceptNextDialog, createTeamAsOrganizer, LAPTOP, organizerToken, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';
import { playerPage } from '../pilotsh/pilotsh-support';

const STALE_TEXT = '名单刚被其他组织者修改过，已刷新为最新名单；你的这次修改没有保存，请核对后再操作。';

/** What "another organiser" does through the API: one change, from the version the roster has now. */
async function changeAsAnotherOrganizer(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${token}` };
  for (let attempt = 1; ; attempt += 1) {
    const { version } = (await (await request.get('/api/pilotsh/organizer/roster', { headers })).json()) as { version: number };
    const response = await request[method](`/api/pilotsh/organizer${path}`, { headers, data: { ...data, version } });
    // other journeys change the pilotsh roster at the same time
    if (response.status() === 409 && attempt < 10) continue;
    expect(response.status(), await response.text()).toBeLessThan(300);
    return;
  }
}

async function search(page: Page, text: string) {
  await page.getByLabel('搜索名单').fill(text);
}

for (const [size, viewport] of [
  ['laptop', LAPTOP],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`organiser (${size}) searches, renames, moves, resets and deletes a team, and a change from a stale view refreshes the roster`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const [leaderA, memberA, leaderB]: NewAccount[] = [newAccount('修队'), newAccount('修队'), newAccount('修队')];
    for (const account of [leaderA, memberA, leaderB]) await registerThroughApi(page, 'pilotsh', account!);
    const token = await organizerToken(page.request);
    const nameA = uniqueName('甲队');
    const nameB = uniqueName('乙队');
    const teamA = await createTeamAsOrganizer(page.request, token, 'pilotsh', nameA, leaderA!.phone);
    await changeAsAnotherOrganizer(page.request, token, 'post', `/teams/${teamA}/members`, { phone: memberA!.phone });
    await createTeamAsOrganizer(page.request, token, 'pilotsh', nameB, leaderB!.phone);

    // The team's member has pilotsh open on the answer screen (on a phone of its own, real timers) while the organiser renames the team.
    const memberPhone = size === 'laptop' ? await playerPage(browser, memberA!.phone, memberA!.password) : undefined;
    if (memberPhone) await expect(memberPhone.getByText(`我的队伍：${nameA}`)).toBeVisible();

    // The console's timers (the 5 s roster refresh) run on a clock this journey can stop.
    await page.clock.install();
    await signInToConsole(page);
    await page.getByRole('tab', { name: '名单' }).click();

    // Search by a member's phone finds the one team, among all the teams of the run.
    await search(page, memberA!.phone);
    await expect(page.getByTestId('roster-count')).toHaveText(/^找到 1 支队伍/);
    const cardA = page.getByTestId(`team-${nameA}`);
    await expect(cardA).toContainText(memberA!.name);
    await screenshot(page, `organizer-team-search-${size}`);

    // Rename.
    const renamedA = `${nameA}改`;
    await cardA.getByRole('button', { name: '改名' }).click();
    await page.getByLabel(`「${nameA}」的新队名`).fill(renamedA);
    await page.getByRole('button', { name: '保存队名' }).click();
    const renamedCard = page.getByTestId(`team-${renamedA}`);
    await expect(renamedCard).toContainText('刚刚修改');
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已把「${nameA}」改名为「${renamedA}」`);
    await screenshot(page, `organizer-team-renamed-${size}`);
    if (memberPhone) {
      // No reload: the new name arrives with the phone's next progress read.
      await expect(memberPhone.getByText(`我的队伍：${renamedA}`)).toBeVisible({ timeout: 30_000 });
      await screenshot(memberPhone, 'pilotsh-team-renamed-phone');
      await memberPhone.context().close();
    }

    // Move the member to team B: B comes first, highlighted.
    await renamedCard.getByLabel(`把 ${memberA!.name} 移到`).selectOption({ label: nameB });
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已移动 ${memberA!.name}`);
    const cardB = page.getByTestId(`team-${nameB}`);
    await expect(cardB).toContainText(memberA!.name);
    await expect(cardB).toContainText('刚刚修改');
    await expect(cardB).toBeInViewport();
    await screenshot(page, `organizer-team-moved-${size}`);

    // Reset asks first and says what it clears.
    await search(page, nameB);
    acceptNextDialog(page, '答题、完成的任务和封禁都会清除');
    await cardB.getByRole('button', { name: '重置进度' }).click();
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已重置「${nameB}」的进度`);

    // Another organiser renames B while this screen still shows the old roster; deleting B from it is refused and the roster refreshes.
    await page.clock.pauseAt(Date.now() + 1000);
    const renamedB = `${nameB}新`;
    const teamB = await page.evaluate(async (name) => {
      const token = localStorage.getItem('organizer.token');
      const roster = (await (await fetch('/api/pilotsh/organizer/roster', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        teams: { id: string; name: string }[];
      };
      return roster.teams.find((team) => team.name === name)!.id;
    }, nameB);
    await changeAsAnotherOrganizer(page.request, token, 'put', `/teams/${teamB}`, { name: renamedB });
    await expect(cardB).toBeVisible();
    acceptNextDialog(page, '名队员回到“等待分队”');
    await cardB.getByRole('button', { name: '删除队伍' }).click();
    await expect(page.getByTestId('roster-outcome')).toHaveText(STALE_TEXT);
    const refreshedB = page.getByTestId(`team-${renamedB}`);
    await expect(refreshedB).toBeVisible();
    await expect(cardB).toHaveCount(0);
    await expect(page.getByTestId('roster-outcome')).toBeInViewport();
    await screenshot(page, `organizer-team-stale-${size}`);
    await page.clock.resume();

    // Delete, now from the current roster: both players wait again.
    acceptNextDialog(page, '名队员回到“等待分队”');
    await refreshedB.getByRole('button', { name: '删除队伍' }).click();
    await expect(page.getByTestId('roster-outcome')).toHaveText(`已删除队伍「${renamedB}」，2 名队员回到等待分队`);
    await expect(refreshedB).toHaveCount(0);
    await search(page, '修队');
    const waiting = page.getByTestId('unassigned');
    await expect(waiting).toContainText(leaderB!.name);
    await expect(waiting).toContainText(memberA!.name);
    await screenshot(page, `organizer-team-deleted-${size}`);
    await context.close();
  });
}
