import { expect, test, type Page } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { GAME_IDS, GAME_UI, loginThroughUi } from '../../support/games';
import { signInToConsole } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

/** A game screen asks every 3 s and svc-auth holds its answer up to 1 s: a change shows within 5 s. */
const FOLLOWS_WITHIN_MS = 5000;
const PHONE = { width: 390, height: 844 } as const;

/** Every message about the game being closed or the backend being away that the player can see. */
function closedMessages(player: Page) {
  return player.getByText(/暂未开放|暂不可用/).filter({ visible: true });
}

for (const game of GAME_IDS) {
  test(`a player inside ${game} sees one 该游戏暂未开放 when the organiser closes it, and the game again when it reopens, without a reload`, async ({
    browser,
    page,
  }) => {
    const player = await (await browser.newContext({ viewport: PHONE })).newPage();
    const account = DEMO_PLAYERS[GAME_IDS.indexOf(game)]!;
    await loginThroughUi(player, game, account.phone, account.password);
    // the screen under the game's header; while closed the header stays (logout still works)
    const gameScreen = player.locator('.cg-game-home__body .cg-game-screens > *').first();
    const logout = player.getByRole('button', { name: /退出/ });
    await expect(gameScreen).toBeVisible();
    let reloads = 0;
    player.on('load', () => (reloads += 1));

    await signInToConsole(page);
    const card = page.getByTestId(`overview-${game}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: '关闭游戏' }).click();
    await expect(card).toContainText('已关闭');
    try {
      await expect(closedMessages(player)).toHaveText(['该游戏暂未开放'], { timeout: FOLLOWS_WITHIN_MS });
      await expect(gameScreen).toBeHidden();
      await expect(logout).toBeVisible();
      await screenshot(player, `organizer-player-${game}-closed`);
    } finally {
      await card.getByRole('button', { name: '开放游戏' }).click();
    }
    await expect(card).toContainText('开放中');
    await expect(gameScreen).toBeVisible({ timeout: FOLLOWS_WITHIN_MS });
    await expect(closedMessages(player)).toHaveCount(0);
    await expect(player).toHaveURL(GAME_UI[game].homePath);
    expect(reloads).toBe(0);
    await screenshot(player, `organizer-player-${game}-reopened`);
  });
}
