import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LAPTOP, organizerToken, signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot, screenshotOf } from '../../support/screenshots';

/**
 * Each game's editor speaks that game: every part of the studio, opened from a blank draft (the check's
 * problems) and from the demo pack (every item, entries opened, optional fields set), shows no Latin word of
 * three letters or more except what the organiser wrote (the draft's own texts, in any case: the answer preview
 * shows answers normalised). Codes of the pack (kinds,
 * item types) are not the organiser's words, so they do not excuse a word on screen.
 */
/** Each game with the part its screenshot shows: an entry whose codes are pickers (a puzzle, the X area, an area's rewards). */
const GAMES = [
  { id: 'pilotsh', title: '领航上海', shown: '谜题', entry: 3 },
  { id: 'polish120', title: '百廿寻迹', shown: '谜题卡', entry: 1 },
  { id: 'fanhua', title: '繁华废土', shown: '区域', entry: 2 },
] as const;
type GameId = (typeof GAMES)[number]['id'];

const LATIN_WORD = /[A-Za-z]{3,}/g;
/** Fields of a pack that hold codes, not the organiser's words. */
const CODE_FIELDS = new Set(['kind', 'type', 'arg', 'format', 'coordinateSystem', 'timezone']);

/** Every Latin word in the draft's own texts: names, ids, answers and rich text the organiser wrote. */
async function organiserWords(request: APIRequestContext, token: string, game: GameId): Promise<Set<string>> {
  const response = await request.get(`/api/${game}/organizer/studio/draft`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const words = new Set<string>();
  const collect = (value: unknown, key: string) => {
    if (typeof value === 'string' && !CODE_FIELDS.has(key)) for (const word of value.match(LATIN_WORD) ?? []) words.add(word.toLowerCase());
    else if (Array.isArray(value)) value.forEach((entry) => collect(entry, key));
    else if (typeof value === 'object' && value !== null) for (const [field, entry] of Object.entries(value)) collect(entry, field);
  };
  collect(((await response.json()) as { draft: { pack: unknown } }).draft.pack, '');
  return words;
}

/** The Latin words on screen in the studio (its text and every picker's options) that the organiser did not write. */
async function foreignWords(studio: Locator, allowed: ReadonlySet<string>): Promise<string[]> {
  const text = await studio.evaluate((element: HTMLElement) => element.innerText);
  const options = (await studio.locator('option').allTextContents()).join('\n');
  const labels = (await studio.locator('[aria-label]').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')))).join('\n');
  return [...new Set(`${text}\n${options}\n${labels}`.match(LATIN_WORD) ?? [])].filter((word) => !allowed.has(word.toLowerCase()));
}

async function openGame(page: Page, game: (typeof GAMES)[number]) {
  await page.getByRole('tab', { name: '内容编辑' }).click();
  await page.getByRole('group', { name: '选择游戏' }).getByRole('button', { name: game.title }).click();
  const studio = page.getByTestId(`studio-${game.id}`);
  await expect(studio).toBeVisible();
  return studio;
}

/** Opens the first entries of every list and sets every optional field, a few rounds deep. */
async function openEverything(form: Locator) {
  for (let round = 0; round < 4; round += 1) {
    const closed = form.locator('button[aria-expanded="false"]');
    const count = Math.min(await closed.count(), 3);
    for (let index = 0; index < count; index += 1) await closed.first().click();
    const optional = form.getByRole('button', { name: /^＋ 设置「/ });
    for (let left = Math.min(await optional.count(), 12); left > 0; left -= 1) await optional.first().click();
    if (count === 0 && (await optional.count()) === 0) return;
  }
}

for (const game of GAMES) {
  test(`${game.title}: every part of the editor is in Chinese and in the organiser's words`, async ({ browser, request }) => {
    const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    const token = await organizerToken(request);
    await signInToConsole(page);
    const studio = await openGame(page, game);

    // A blank draft: the check names every missing part in Chinese; publishing is not offered, the problems are listed.
    await startDraftFrom(studio, '从空白开始', '空白');
    await studio.getByRole('button', { name: '发布…' }).click();
    await expect(studio.getByTestId('draft-issues')).toBeVisible();
    await expect(studio.getByRole('dialog', { name: '确认发布' })).toHaveCount(0);
    expect(await foreignWords(studio, await organiserWords(request, token, game.id))).toEqual([]);
    await screenshot(page, `studio-words-${game.id}-blank-laptop`);

    // The demo pack: every item of the editor, its entries opened and its optional fields set.
    await startDraftFrom(studio, '从演示活动包开始', '演示活动包');
    const allowed = await organiserWords(request, token, game.id);
    const items = studio.getByRole('navigation', { name: '活动包的条目' }).getByRole('button');
    const form = studio.getByTestId('studio-form');
    // Before anything is opened: the entry the screenshot shows, its codes as pickers with Chinese names.
    await studio
      .getByRole('navigation', { name: '活动包的条目' })
      .getByRole('button', { name: new RegExp(`^${game.shown}(\\s|$)`) })
      .click();
    const entry = form
      .locator('.st-array')
      .first()
      .locator(':scope > .st-entry')
      .nth(game.entry - 1);
    await entry.getByRole('button', { name: new RegExp(`^▸ ${game.entry}\\. `) }).click();
    await screenshotOf(entry, `studio-words-${game.id}-entry-laptop`);
    for (let index = 0; index < (await items.count()); index += 1) {
      const item = items.nth(index);
      const name = (await item.innerText()).trim();
      // The roster is edited in 「名单」, and leaves the pack (the publish work); its form is not this editor's.
      if (name.startsWith('队伍')) continue;
      await item.click();
      await openEverything(form);
      expect(await foreignWords(studio, allowed), `「${name}」`).toEqual([]);
      if (name.startsWith('X 区域')) {
        // The X area as a team meets it, and a guess judged by the service's own rules.
        const walk = form.getByTestId('x-area-walkthrough');
        await walk.getByPlaceholder('输入队伍可能的回答').fill('豫园');
        await expect(walk).toContainText('≈ 阶段 1 提示「很接近了」');
        await screenshotOf(walk, 'studio-words-polish120-x-area-laptop');
      }
    }
  });
}
