import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startDraftFrom } from './organizer';
import { screenshotOf } from './screenshots';

const STUDIO_TITLES = { pilotsh: '领航上海', polish120: '百廿寻迹', fanhua: '繁华废土' } as const;

/** Opens a game's studio in the console's 内容编辑 tab (the console signed in). */
export async function openGameStudio(page: Page, game: keyof typeof STUDIO_TITLES): Promise<Locator> {
  await page.getByRole('tab', { name: '内容编辑' }).click();
  await page.getByRole('group', { name: '选择游戏' }).getByRole('button', { name: STUDIO_TITLES[game] }).click();
  const studio = page.getByTestId(`studio-${game}`);
  await expect(studio).toBeVisible();
  return studio;
}

const pilotshDemoPack = JSON.parse(readFileSync(new URL('../../svc-pilotsh/content/demo-pack.json', import.meta.url), 'utf8')) as {
  tasks: { id: string; image?: { src: string } }[];
};
/** A real raster picture to upload as a file: the pilotsh demo pack's stele (task T1-3). */
export const DEMO_PICTURE_PNG = Buffer.from(pilotshDemoPack.tasks.find((task) => task.id === 'T1-3')!.image!.src.split(',')[1]!, 'base64');

/** Publishes the studio's saved draft through the publish dialog. */
export async function publishDraft(studio: Locator): Promise<void> {
  await studio.getByRole('button', { name: '发布…' }).click();
  const dialog = studio.getByRole('dialog', { name: '确认发布' });
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(studio.getByRole('status').filter({ hasText: /已发布第 \d+ 版/ })).toBeVisible();
}

/**
 * What a new organiser does with a draft that passed the check (docs/studio.md「从空白开始」): tries it as the test team
 * (the preview reset from this draft), prints its kit (the staff's sheet holds `answers` under `answersTitle`) and publishes it; the versions
 * list then names the event.
 */
export async function previewPrintAndPublish(
  context: BrowserContext,
  studio: Locator,
  kit: { game: string; eventName: string; answersTitle: '接受的答案' | '奖励'; answers: readonly string[]; signs?: number },
): Promise<void> {
  const preview = studio.getByTestId('player-preview');
  const draftVersion = /第 (\d+) 版/.exec(await studio.getByTestId('draft-status').innerText())![1];
  await preview.getByRole('button', { name: '用草稿重置预览' }).click();
  await expect(preview.getByTestId('preview-status')).toContainText(`预览来自草稿第 ${draftVersion} 版`, { timeout: 30_000 });

  const [print] = await Promise.all([context.waitForEvent('page'), studio.getByRole('link', { name: '打印草稿的标牌和答案表' }).click()]);
  const sheet = print.getByTestId('print-sheet');
  await expect(sheet.getByRole('columnheader').nth(2)).toHaveText(kit.answersTitle);
  for (const answer of kit.answers) await expect(sheet).toContainText(answer);
  if (kit.signs !== undefined) await expect(print.getByTestId('print-sign')).toHaveCount(kit.signs);
  await print.setViewportSize({ width: 900, height: 1200 });
  await screenshotOf(sheet, `studio-${kit.game}-blank-print-laptop`);
  await print.close();

  await publishDraft(studio);
  await expect(studio.page().getByTestId('studio-versions').locator('li').first()).toContainText(kit.eventName);
}

/** Publishes the demo pack again, for the journeys that run next. */
export async function publishDemoPack(studio: Locator): Promise<void> {
  await startDraftFrom(studio, '从演示活动包开始', '演示活动包');
  await publishDraft(studio);
}
