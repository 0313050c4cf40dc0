import { expect, test, type Page } from '@playwright/test';
import { newAccount, type NewAccount } from '../../support/accounts';
import { registerThroughApi } from '../../support/games';
import { LAPTOP, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

/** Two newly registered pilotsh players: the leader and the member of an imported team. */
async function twoPlayers(page: Page): Promise<[NewAccount, NewAccount]> {
  const players: [NewAccount, NewAccount] = [newAccount('导入'), newAccount('导入')];
  for (const player of players) await registerThroughApi(page, 'pilotsh', player);
  return players;
}

async function chooseRosterFile(page: Page, text: string): Promise<void> {
  await page.getByLabel('选择名单文件').setInputFiles({ name: '名单.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

for (const [size, viewport] of [
  ['laptop', LAPTOP],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`organiser (${size}) previews a roster file, sees every problem, and imports only the file that passes`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const [leader, member] = await twoPlayers(page);
    const teamName = `导入队${leader.phone.slice(-4)},"一组"`;
    await signInToConsole(page);
    await page.getByRole('tab', { name: '名单' }).click();

    // A header-less first row whose phone is short is a listed problem, never taken for a header.
    await chooseRosterFile(page, `红队,1380000123\n"${teamName.replace(/"/g, '""')}",${leader.phone},${member.phone}\n`);
    const preview = page.getByTestId('roster-preview');
    await expect(preview.getByTestId('csv-problems')).toContainText('第 1 行：队长手机号格式不正确：1380000123');
    await expect(preview).toContainText('编码：UTF-8');
    await expect(preview).toContainText(member.name);
    await expect(page.getByRole('button', { name: '导入这 1 支队伍' })).toBeDisabled();
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, `organizer-roster-import-problems-${size}`);

    await chooseRosterFile(page, `队名,队长手机号,队员手机号\r\n"${teamName.replace(/"/g, '""')}",${leader.phone},${member.phone}\r\n`);
    await expect(preview).toContainText('第 1 行是表头');
    await expect(preview.getByTestId('csv-problems')).toHaveCount(0);
    await screenshot(page, `organizer-roster-import-preview-${size}`);
    await page.getByRole('button', { name: '导入这 1 支队伍' }).click();
    await expect(page.getByTestId('roster-import').getByRole('status')).toHaveText('名单已导入：1 支队伍、2 名玩家（显示在名单最前面）');
    await expect(page.getByTestId(`team-${teamName}`)).toContainText(member.name);
    await page.getByTestId('roster-import').scrollIntoViewIfNeeded();
    await screenshot(page, `organizer-roster-import-done-${size}`);
    await context.close();
  });
}
