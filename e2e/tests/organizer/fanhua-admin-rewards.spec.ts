import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { organizerToken, signInToConsole } from '../../support/organizer';
import { expectFitsPhone } from '../../support/phone-fit';
import { screenshot } from '../../support/screenshots';

/** An area of the demo pack no other journey trades with or edits (administration.spec.ts edits 180). */
const AREA_ID = 179;
const AREA = '区域 179「新区·旧厂房」';
const LAPTOP_SIZE = { width: 1280, height: 800 } as const;

interface StoredGroup {
  id: string;
  text?: string;
  requires: unknown[];
  gives: { type: string; arg: string; count: number }[];
  conds: { type: string; arg: string; count: number }[];
}

async function storedGroups(request: APIRequestContext, token: string): Promise<StoredGroup[]> {
  const response = await request.get('/api/fanhua/organizer/admin/areas', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const { areas } = (await response.json()) as { areas: { id: number; rewards: StoredGroup[] }[] };
  return areas.find((area) => area.id === AREA_ID)!.rewards;
}

/** Signs in, opens 繁华废土管理, finds the area by part of its Chinese name and opens its reward editor. */
async function openEditor(page: Page): Promise<Locator> {
  await signInToConsole(page);
  await page.getByRole('tab', { name: '繁华废土管理' }).click();
  await page.getByLabel('查找区域（名称或编号）').fill('旧厂房');
  await page.getByRole('button', { name: `编辑奖励：${AREA}` }).click();
  const form = page.getByRole('form', { name: `编辑${AREA}的奖励` });
  await expect(form).toBeVisible();
  return form;
}

const chosenName = (select: Locator) => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? '');

test('organiser edits an area’s rewards in 繁华废土管理 through a form of Chinese names, on a laptop and on a phone', async ({ browser, page, request }) => {
  const token = await organizerToken(request);
  const original = await storedGroups(request, token);
  const laptopContext = await browser.newContext({ viewport: LAPTOP_SIZE });
  try {
    const laptop = await laptopContext.newPage();
    const form = await openEditor(laptop);
    const gives = form.getByLabel('奖励组 1·奖励（获得）·第 1 项', { exact: true });
    expect(await chosenName(gives)).toBe('抗生素');
    await expect(form.getByLabel('奖励组 1·奖励（获得）·第 1 项的数量')).toHaveValue('2');
    // no JSON and no internal names anywhere on the form
    expect(await form.innerText()).not.toMatch(/[A-Za-z{}]/);

    // the form refuses what the service would, with its words
    await form.getByLabel('奖励组 1·奖励（获得）·第 1 项的数量').fill('0');
    await form.getByRole('button', { name: '保存奖励' }).click();
    await expect(form.getByRole('alert')).toHaveText('第 1 组奖励：数量最少为 1');

    await form.getByLabel('奖励组 1·奖励（获得）·第 1 项的数量').fill('4');
    await form.getByRole('button', { name: '添加条目：奖励组 1门槛（需持有）' }).click();
    await form.getByLabel('奖励组 1·门槛（需持有）·第 1 项', { exact: true }).selectOption({ label: '幸运' });
    await form.getByLabel('奖励组 1·门槛（需持有）·第 1 项的数量').fill('3');
    await screenshot(laptop, 'organizer-fanhua-rewards-editor-laptop');
    await form.getByRole('button', { name: '保存奖励' }).click();

    const areas = laptop.locator('section', { has: laptop.getByRole('heading', { name: '区域与奖励' }) });
    await expect(areas.getByRole('status')).toHaveText(`${AREA}的奖励已设置（1 组）`);
    const row = areas.getByRole('row', { name: new RegExp(AREA) });
    await expect(row).toContainText('付出 罐头×2，获得 抗生素×4，需持有 幸运×3');
    await screenshot(laptop, 'organizer-fanhua-rewards-saved-laptop');
    const saved = await storedGroups(request, token);
    expect(
      saved.map((group) => [group.id, group.gives.map((entry) => `${entry.arg}×${entry.count}`), group.conds.map((entry) => `${entry.type}×${entry.count}`)]),
    ).toEqual([['1', ['antibiotics×4'], ['luck×3']]]);

    // on a phone the same editor shows what was saved, and fits the screen
    const phoneForm = await openEditor(page);
    expect(await chosenName(phoneForm.getByLabel('奖励组 1·门槛（需持有）·第 1 项', { exact: true }))).toBe('幸运');
    await expect(phoneForm.getByLabel('奖励组 1·奖励（获得）·第 1 项的数量')).toHaveValue('4');
    await expectFitsPhone(page, 'organizer-fanhua-rewards-editor');
    await screenshot(page, 'organizer-fanhua-rewards-editor-phone');
    await phoneForm.getByRole('button', { name: '返回区域列表' }).click();
    await expectFitsPhone(page, 'organizer-fanhua-areas');
    await screenshot(page, 'organizer-fanhua-areas-phone');
  } finally {
    await laptopContext.close();
    const restored = await request.post(`/api/fanhua/organizer/admin/update-area-rewards/${AREA_ID}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { rewards: original },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
