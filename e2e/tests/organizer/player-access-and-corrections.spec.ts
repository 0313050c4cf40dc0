import { expect, test } from '@playwright/test';
import { newAccount, uniqueName } from '../../support/accounts';
import { authMessage, GAME_UI, loginThroughUi, registerThroughApi } from '../../support/games';
import { acceptNextDialog, createTeamAsOrganizer, LAPTOP, organizerToken, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

test("organiser signs a player's phone out from the team card: the phone's next action lands on the login page saying why; a correction of the team's score shows in the results, the feed and the audit log", async ({
  browser,
}) => {
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const laptopContext = await browser.newContext({ viewport: LAPTOP, locale: 'zh-CN' });
  const phone = await phoneContext.newPage();
  const console = await laptopContext.newPage();
  const player = newAccount('退出');
  await registerThroughApi(phone, 'pilotsh', player);
  const teamName = uniqueName('手机队');
  await createTeamAsOrganizer(phone.request, await organizerToken(phone.request), 'pilotsh', teamName, player.phone);
  await loginThroughUi(phone, 'pilotsh', player.phone, player.password);

  await signInToConsole(console);
  await console.getByRole('tab', { name: '名单' }).click();
  await console.getByLabel('搜索名单').fill(teamName);
  const card = console.getByTestId(`team-${teamName}`);
  await expect(card).toContainText(player.name);

  // Correction: 5 points with a reason, on the record.
  await card.getByText('更正成绩（记入操作记录）').click();
  await card.getByLabel(`「${teamName}」加减的数量`).fill('5');
  await card.getByLabel(`「${teamName}」更正的原因`, { exact: true }).fill('现场表演加分');
  await card.getByRole('button', { name: '加分' }).click();
  await expect(console.getByTestId('roster-outcome')).toHaveText(`已给「${teamName}」加 5 分`);
  // and a task marked solved for the team
  await card.getByLabel(`「${teamName}」要更正的任务`).selectOption({ label: '来处与去处' });
  await card.getByLabel(`「${teamName}」更正的原因（任务）`).fill('纸质答卷核对无误');
  await card.getByRole('button', { name: '更正任务' }).click();
  await expect(console.getByTestId('roster-outcome')).toHaveText(`「${teamName}」的任务「来处与去处」：标记完成`);
  await expect(card.getByLabel(`「${teamName}」要更正的任务`)).toContainText('来处与去处（已完成）');
  await screenshot(console, 'organizer-team-corrections-laptop');

  // Sign the phone out.
  acceptNextDialog(console, `让「${player.name}」所有手机退出登录？`);
  await card.getByRole('button', { name: '退出手机' }).click();
  await expect(console.getByTestId('roster-outcome')).toHaveText(`已让「${player.name}」的所有手机退出登录（几秒内生效）`);
  await screenshot(console, 'organizer-player-signed-out-laptop');

  // The phone's next action: it lands on the login page, which says why (within the services' 2 s recheck).
  await expect(async () => {
    await phone.reload();
    await expect(phone).toHaveURL(GAME_UI.pilotsh.authPath, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await expect(authMessage(phone)).toHaveText('你的手机已被组织者退出登录，请重新登录');
  await screenshot(phone, 'player-signed-out-phone');
  // signing in again works
  await loginThroughUi(phone, 'pilotsh', player.phone, player.password);

  // Suspending the whole team sends the phone back to the login page too, saying so; reinstating lets it play.
  await console.getByLabel('搜索名单').fill(teamName);
  acceptNextDialog(console, `暂停队伍「${teamName}」？`);
  await card.getByRole('button', { name: '暂停队伍' }).click();
  await expect(console.getByTestId('roster-outcome')).toHaveText(`已暂停队伍「${teamName}」`);
  await expect(card).toContainText('队伍已暂停');
  await screenshot(console, 'organizer-team-suspended-laptop');
  await expect(async () => {
    await phone.reload();
    await expect(phone).toHaveURL(GAME_UI.pilotsh.authPath, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await expect(authMessage(phone)).toHaveText('你的队伍已被组织者暂停，如有疑问请联系组织者');
  await card.getByRole('button', { name: '恢复队伍' }).click();
  await expect(console.getByTestId('roster-outcome')).toHaveText(`已恢复队伍「${teamName}」`);
  await expect(async () => {
    await loginThroughUi(phone, 'pilotsh', player.phone, player.password);
    await phone.reload();
    await expect(phone).toHaveURL(GAME_UI.pilotsh.homePath, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });

  // The correction is in the ranked results (5 points + 1 task), the feed and the audit log.
  await console.getByRole('tab', { name: '看板与成绩' }).click();
  const ranked = console.getByTestId('ranked-results');
  await expect(ranked.locator('tr', { hasText: teamName }).locator('td').nth(2)).toHaveText('6');
  await console.getByRole('tab', { name: '动态' }).click();
  await expect(console.getByText(`给队伍「${teamName}」加 5 分（原因：现场表演加分）`).first()).toBeVisible({ timeout: 10_000 });
  await console.getByRole('tab', { name: '操作记录' }).click();
  const log = console.getByTestId('audit-log');
  await expect(log).toContainText(`把队伍「${teamName}」的任务「来处与去处」标记为已完成（原因：纸质答卷核对无误）`);
  await expect(log).toContainText(`退出了玩家「${player.name}」（${player.phone}）所有手机上的登录`);
  await expect(log).toContainText(`暂停了队伍「${teamName}」`);
  await screenshot(console, 'organizer-corrections-audit-laptop');
  await phoneContext.close();
  await laptopContext.close();
});
