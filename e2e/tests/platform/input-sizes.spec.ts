import { expect, test, type Page } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { loginThroughUi } from '../../support/games';
import { LAPTOP, signInToConsole } from '../../support/organizer';

/** iOS Safari zooms the page into any field whose text is smaller than 16 px when it gets the focus. */
const LEAST_FONT_PX = 16;

/** Every visible text field and picker on the page whose font is smaller than 16 px, named so a failure says which. */
async function smallFields(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const fields = Array.from(
      document.querySelectorAll<HTMLElement>('input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), select, textarea'),
    );
    return fields
      .filter((field) => field.getClientRects().length > 0 && getComputedStyle(field).visibility !== 'hidden')
      .filter((field) => parseFloat(getComputedStyle(field).fontSize) < least)
      .map((field) => {
        // a failure names the field the way a person finds it: its label (aria-label or <label>), else its placeholder,
        // else its class; an empty attribute counts as missing
        const labelled =
          field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement
            ? field.labels?.[0]?.textContent
            : null;
        const sources = [field.getAttribute('aria-label'), labelled, field.getAttribute('placeholder'), field.className];
        const name = sources.map((source) => source?.trim() ?? '').find(Boolean) ?? '';
        return `${field.tagName.toLowerCase()}「${name}」 ${getComputedStyle(field).fontSize}`;
      });
  }, LEAST_FONT_PX);
}

const PLAYER_SCREENS = [
  { game: 'pilotsh', player: DEMO_PLAYERS[0]!, paths: ['/pilotsh/tasks'] },
  { game: 'polish120', player: DEMO_PLAYERS[0]!, paths: ['/polish120/tasks'] },
  { game: 'fanhua', player: DEMO_PLAYERS[0]!, paths: ['/fanhua/area', '/fanhua/trade', '/fanhua/radio'] },
] as const;

test.describe('fields a phone does not zoom into (16 px or more)', () => {
  for (const { game, player, paths } of PLAYER_SCREENS) {
    test(`the ${game} player screens`, async ({ page }) => {
      await loginThroughUi(page, game, player.phone, player.password);
      for (const path of paths) {
        await page.goto(path);
        // the screen has drawn its fields (some screens poll, so the network never goes quiet)
        await expect(page.locator('.cg-game-screens > *').first()).toBeVisible();
        await page.waitForLoadState('load');
        await expect.poll(() => page.evaluate(() => document.querySelectorAll('button').length), { message: path }).toBeGreaterThan(0);
        expect(await smallFields(page), path).toEqual([]);
      }
    });
  }

  test('every tab of the organiser console', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
    await signInToConsole(page);
    const tabs = page.getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      await page.getByRole('tab', { name }).click();
      await page.waitForLoadState('networkidle');
      expect(await smallFields(page), name).toEqual([]);
    }
  });
});
