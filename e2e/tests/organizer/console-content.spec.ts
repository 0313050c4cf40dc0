import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount, uniqueName } from '../../support/accounts';
import { registerThroughApi } from '../../support/games';
import { LAPTOP, signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

test.use({ viewport: LAPTOP });

test("organiser uploads a pilotsh pack with an error: the error is named in the organiser's words and nothing is imported", async ({ page }) => {
  const pack = JSON.parse(readFileSync(new URL('../../../svc-pilotsh/content/demo-pack.json', import.meta.url), 'utf8')) as { tasks: { areaSeq: number }[] };
  pack.tasks[3]!.areaSeq = 9;
  await signInToConsole(page);
  await page.getByRole('tab', { name: '活动包' }).click();
  const card = page.getByTestId('pack-pilotsh');
  await expect(card.getByTestId('live-pack')).toContainText('雾港寻城记');
  const livePack = await card.getByTestId('live-pack').innerText();
  await card
    .getByLabel('选择活动包（JSON）')
    .setInputFiles({ name: 'broken-pack.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) });
  await expect(card).toContainText('broken-pack.json');
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: '检查并导入' }).click();
  await expect(card.getByTestId('pack-issues')).toContainText('任务 T2-1 的所在区域：没有序号为 9 的区域');
  await expect(card.getByRole('alert')).toContainText('没有写入任何内容');
  await expect(card.getByTestId('live-pack')).toHaveText(livePack);
  await screenshot(page, 'organizer-pack-error-laptop');

  await page.getByRole('button', { name: '百廿寻迹' }).click();
  await expect(page.getByTestId('pack-polish120')).toContainText('各队的完成记录、封禁、X 区阶段和刮刮卡按编号保留');
});

test("a fanhua team's position appears on the live board after a trade at an area", async ({ page, request }) => {
  await signInToConsole(page);
  await page.getByRole('tab', { name: '看板与成绩' }).click();
  await page.getByRole('group', { name: '选择看板' }).getByRole('button', { name: '繁华废土' }).click();
  await expect(page.getByTestId('fanhua-board')).toBeVisible();

  const account = newAccount('拾荒');
  await registerThroughApi(page, 'fanhua', account);
  const login = await request.post('/api/fanhua/login/', { data: { name: account.phone, password: account.password } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const teamName = uniqueName('看板队');
  expect((await request.post('/api/fanhua/team/create', { headers: auth, data: { name: teamName, description: '' } })).status()).toBe(201);
  const traded = await request.post('/api/fanhua/trade/trade-with-area', {
    headers: auth,
    data: { area_id: 1, reward_id: '1', conds: [], lat: 31.320488, lng: 121.465879, accuracy: 12 },
  });
  expect(traded.status(), await traded.text()).toBe(200);

  // the board refreshes by itself
  const row = page.getByTestId(`fanhua-team-${teamName}`);
  await expect(row).toContainText('精度 12 米', { timeout: 15_000 });
  await expect(row).toContainText('区域 1');
  await expect(page.getByTestId('fanhua-board')).toContainText(`${teamName} 在区域 1 交易`);
  await screenshot(page, 'organizer-fanhua-board-laptop');
});
