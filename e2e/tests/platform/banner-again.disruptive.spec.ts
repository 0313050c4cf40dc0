import { expect, test } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { backendBanner, openAuth, submitLogin } from '../../support/games';
import { startService, stopService } from '../../support/platform-control';
import { screenshot } from '../../support/screenshots';

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await startService('svc-polish120');
});

test('the backend banner shows again on a second failed login after it was dismissed', async ({ page }) => {
  await stopService('svc-polish120');
  const player = DEMO_PLAYERS[1]!;
  await openAuth(page, 'polish120');

  await submitLogin(page, 'polish120', player.phone, player.password);
  await expect(backendBanner(page)).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(backendBanner(page)).toHaveCount(0);

  // The service is still down: the next login that cannot get through shows the banner again.
  await submitLogin(page, 'polish120', player.phone, player.password);
  await expect(backendBanner(page)).toBeVisible();
  await screenshot(page, 'platform-banner-again');
});
