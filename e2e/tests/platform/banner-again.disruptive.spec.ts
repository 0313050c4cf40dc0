import { expect, test } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { authMessage, backendBanner, openAuth, submitLogin } from '../../support/games';
import { startService, stopService } from '../../support/platform-control';
import { screenshot } from '../../support/screenshots';

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await startService('svc-polish120');
});

// The gateway answers SERVICE_BUSY for a stopped service: the game is open, its service is restarting, so
// the login says so once per try and the backend banner (still raised by time-outs and connection failures,
// see web-kit's components.test.tsx) stays away.
test('every failed login to a stopped service says the service is busy, never that the game is not open, and never raises the backend banner', async ({
  page,
}) => {
  await stopService('svc-polish120');
  const player = DEMO_PLAYERS[1]!;
  await openAuth(page, 'polish120');

  await submitLogin(page, 'polish120', player.phone, player.password);
  await expect(authMessage(page)).toContainText('服务暂时繁忙');
  await expect(backendBanner(page)).toHaveCount(0);

  await submitLogin(page, 'polish120', player.phone, player.password);
  await expect(authMessage(page)).toContainText('服务暂时繁忙');
  await expect(backendBanner(page)).toHaveCount(0);
  await screenshot(page, 'platform-banner-again');
});
