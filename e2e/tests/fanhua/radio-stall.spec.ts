import { expect, test } from '@playwright/test';
import { adminToken, fanhuaApi, leaderWithTeam } from './fanhua-support';
import { screenshot } from '../../support/screenshots';

/**
 * A stream that stops delivering without closing (a Wi-Fi→4G switch, a NAT dropping the flow): the
 * connection to the gateway stays open, but nothing reaches the page. The page's EventSource is wrapped
 * so that, while `__citygamesRadioStalled` is true, it hands no event on and reports no error: the
 * page hears silence, as it would behind a dead NAT entry.
 */
const STALLABLE_EVENT_SOURCE = `
  (() => {
    const Original = window.EventSource;
    window.__citygamesRadioStalled = false;
    window.EventSource = class extends Original {
      addEventListener(type, listener, options) {
        super.addEventListener(type, (event) => { if (!window.__citygamesRadioStalled) listener.call(this, event); }, options);
      }
      set onerror(handler) {
        super.onerror = (event) => { if (!window.__citygamesRadioStalled) handler?.call(this, event); };
      }
    };
  })();
`;

test('the radio notices a stalled stream, says 定时刷新, shows a broadcast by polling and goes back to 实时', async ({ page }) => {
  // stall bound (35 s) + one poll (15 s) + a reconnection with back-off
  test.setTimeout(180_000);
  await page.addInitScript(STALLABLE_EVENT_SOURCE);
  await leaderWithTeam(page, `静默${Date.now() % 100000}`);
  await page.goto('/fanhua/radio');
  const badge = page.getByTestId('radio-live');
  await expect(badge).toHaveText('实时');

  await page.evaluate(() => ((window as unknown as { __citygamesRadioStalled: boolean }).__citygamesRadioStalled = true));
  await expect(badge).toHaveText('定时刷新', { timeout: 45_000 });

  const title = `静默期间的广播${Date.now() % 100000}`;
  await fanhuaApi(page.request, await adminToken(page.request), 'POST', '/msg/send', {
    scope: 'all',
    sender: 'commander',
    message_type: 'system_broadcast',
    title,
    msg: '<p>集合</p>',
  });
  await expect(page.getByTestId('radio-card').filter({ hasText: title })).toBeVisible({ timeout: 20_000 });
  await expect(badge).toHaveText('定时刷新');
  await screenshot(page, 'fanhua-radio-stalled');

  await page.evaluate(() => ((window as unknown as { __citygamesRadioStalled: boolean }).__citygamesRadioStalled = false));
  await expect(badge).toHaveText('实时', { timeout: 60_000 });
});
