import { expect, test } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { GAME_IDS, GAME_UI, loginThroughUi } from '../../support/games';
import { screenshot } from '../../support/screenshots';

// One remote's files cannot be fetched (its host is down): the shell and the other games carry on.
for (const broken of GAME_IDS) {
  test(`with ${broken}'s remote unreachable, the landing page and the other games still work`, async ({ page }) => {
    await page.route(`**/remotes/${broken}/**`, (route) => route.abort('connectionrefused'));

    await page.goto('/');
    for (const game of GAME_IDS) await expect(page.getByRole('heading', { name: GAME_UI[game].title })).toBeVisible();

    await page.goto(GAME_UI[broken].authPath);
    await expect(page.getByText('该游戏暂时无法加载')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    await screenshot(page, `platform-remote-down-${broken}`);

    for (const game of GAME_IDS.filter((candidate) => candidate !== broken)) {
      const player = DEMO_PLAYERS[GAME_IDS.indexOf(game)]!;
      await loginThroughUi(page, game, player.phone, player.password);
    }
  });
}
