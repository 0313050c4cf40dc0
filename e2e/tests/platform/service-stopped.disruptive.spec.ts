import { expect, test } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { GAME_UI, authMessage, backendBanner, loginThroughUi, openAuth, submitLogin } from '../../support/games';
import { startService, stopService } from '../../support/platform-control';
import { screenshot } from '../../support/screenshots';

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await startService('svc-pilotsh');
});

test("with pilotsh's service stopped, its login says so once (no backend banner) and the other games still log in", async ({ page }) => {
  await stopService('svc-pilotsh');

  await page.goto('/');
  const card = page.locator('section', { has: page.getByRole('heading', { name: GAME_UI.pilotsh.title }) });
  // The run has pilotsh on: a stopped service is a part being restarted, not a game left out of the event.
  await expect(card.getByText('暂时无法使用').first()).toBeVisible();
  await screenshot(page, 'platform-service-down-landing');

  const player = DEMO_PLAYERS[0]!;
  await openAuth(page, 'pilotsh');
  await submitLogin(page, 'pilotsh', player.phone, player.password);
  // the gateway answers SERVICE_BUSY: the game is open but its service is restarting, the backend as a whole is up
  await expect(authMessage(page)).toContainText('服务暂时繁忙');
  await expect(backendBanner(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/pilotsh\/login$/);
  await screenshot(page, 'platform-service-down-login');

  await loginThroughUi(page, 'polish120', DEMO_PLAYERS[1]!.phone, DEMO_PLAYERS[1]!.password);
  await loginThroughUi(page, 'fanhua', DEMO_PLAYERS[2]!.phone, DEMO_PLAYERS[2]!.password);
});

test('once the service is back, its login works again', async ({ page }) => {
  await startService('svc-pilotsh');
  const player = DEMO_PLAYERS[0]!;
  await loginThroughUi(page, 'pilotsh', player.phone, player.password);
});
