import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from 'playwright/test';
import { startFaultProxy, type FaultProxy } from '../../support/fault-proxy';
import type { EngineBrowser, EngineName, EnginePage } from './engine-page';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'screenshots');

interface EngineWorkerFixtures {
  /** Which engine this Playwright project drives (set per project in playwright.config.ts). */
  engine: EngineName;
  engineBrowser: EngineBrowser;
}

interface EngineTestFixtures {
  /** Whether this journey's page opens the site through `faultProxy` (the street journeys), not straight at the gateway. */
  viaFaultProxy: boolean;
  /** The network between this journey's page and the gateway (support/fault-proxy.ts): it passes everything until told otherwise. */
  faultProxy: FaultProxy;
  /** A fresh, isolated page of the engine for this journey (no storage shared with other journeys). */
  enginePage: EnginePage;
  /**
   * Checks that the screen does not scroll sideways at phone width, then saves
   * e2e/screenshots/<engine>-<name>.png for a person to look at.
   */
  shot: (name: string) => Promise<void>;
}

/**
 * The core journeys run under Playwright's test runner (its reports, time-outs and file filters), but
 * drive the engine through EnginePage, not through Playwright's browsers; the API set-up uses
 * Playwright's `request`, which needs no browser.
 */
export const test = base.extend<EngineTestFixtures, EngineWorkerFixtures>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = engine === 'webkit' ? await launchWebKit() : await launchFirefox();
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  viaFaultProxy: [false, { option: true }],
  faultProxy: async ({ baseURL }, use, testInfo) => {
    const proxy = await startFaultProxy(baseURL ?? 'http://localhost:18080');
    try {
      await use(proxy);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus && proxy.seen(/./).length > 0) {
        // what the page asked for, when and in which street mode: the first thing to read when a street journey fails
        const lines = proxy.seen(/./).map((sent) => `${sent.at} ms ${sent.mode} ${sent.method} ${sent.path}`);
        writeFileSync(testInfo.outputPath('fault-proxy.txt'), lines.join('\n'));
      }
      await proxy.close();
    }
  },
  enginePage: async ({ engineBrowser, baseURL, viaFaultProxy, faultProxy }, use, testInfo) => {
    testInfo.annotations.push({ type: 'engine', description: engineBrowser.version });
    const page = await engineBrowser.newPage(viaFaultProxy ? faultProxy.origin : (baseURL ?? 'http://localhost:18080'));
    try {
      await use(page);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        await page.screenshot(testInfo.outputPath('failure.png')).catch(() => undefined);
      }
      await page.close();
    }
  },
  shot: async ({ enginePage }, use) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await use(async (name) => {
      const overflow = await enginePage.run(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name}：手机宽度下不应横向滚动`).toBeLessThanOrEqual(0);
      await enginePage.screenshot(join(SCREENSHOTS, `${enginePage.engine}-${name}.png`));
    });
  },
});

export { expect };

/** Waits until the page shows `text` somewhere in its rendered (visible) words. */
export async function expectText(page: EnginePage, text: string, timeout = 10_000): Promise<void> {
  // white space as a reader sees it: Firefox's innerText may break a wrapped line where Chromium and WebKit do not
  const shown = (wanted: string) => document.body.innerText.replace(/\s+/g, ' ').includes(wanted.replace(/\s+/g, ' '));
  await expect.poll(() => page.run(shown, text), { message: `页面上应出现「${text}」`, timeout }).toBe(true);
}

/** Waits until the page's address matches. */
export async function expectUrl(page: EnginePage, pattern: RegExp, timeout = 10_000): Promise<void> {
  await expect.poll(() => page.url(), { timeout }).toMatch(pattern);
}
