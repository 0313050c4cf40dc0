import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
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

test('organiser (laptop) imports the roster straight from an Excel file, phones typed as numbers', async ({ browser }) => {
  const context = await browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  const [leader, member] = await twoPlayers(page);
  const teamName = `表格队${leader.phone.slice(-4)}`;
  // The team list as an organiser keeps it in Excel: a header row, the phones typed as numbers, an empty row.
  const folder = mkdtempSync(join(tmpdir(), 'citygames-roster-xlsx-'));
  const workbookPath = join(folder, '队伍名单.xlsx');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('名单');
  sheet.addRow(['队名', '队长手机号', '队员手机号']);
  sheet.addRow([]);
  sheet.addRow([teamName, Number(leader.phone), Number(member.phone)]);
  await workbook.xlsx.writeFile(workbookPath);
  try {
    await signInToConsole(page);
    await page.getByRole('tab', { name: '名单' }).click();
    const importer = page.getByTestId('roster-import');
    await expect(importer).toContainText('Excel 文件（.xlsx）可以直接选择');

    // A workbook that is not whole is refused with what to do; nothing is previewed.
    await page
      .getByLabel('选择名单文件')
      .setInputFiles({ name: '坏的名单.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\u0003\u0004 not a workbook') });
    await expect(importer.getByRole('alert')).toContainText('无法读取这个 Excel 文件');
    await expect(page.getByTestId('roster-preview')).toHaveCount(0);

    await page.getByLabel('选择名单文件').setInputFiles(workbookPath);
    const preview = page.getByTestId('roster-preview');
    await expect(preview.getByTestId('roster-preview-file')).toHaveText('队伍名单.xlsx · 格式：Excel 工作簿（.xlsx，读第一个工作表） · 第 1 行是表头');
    await expect(preview.getByRole('row', { name: teamName })).toContainText(`3${teamName}${leader.name}${member.name}`);
    await expect(preview.getByTestId('csv-problems')).toHaveCount(0);
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, 'organizer-roster-import-xlsx-preview-laptop');
    await page.getByRole('button', { name: '导入这 1 支队伍' }).click();
    await expect(importer.getByRole('status')).toHaveText('名单已导入：1 支队伍、2 名玩家（显示在名单最前面）');
    await expect(page.getByTestId(`team-${teamName}`)).toContainText(member.name);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  }
});
