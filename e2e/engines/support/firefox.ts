import puppeteer, { type Browser } from 'puppeteer-core';
import { ACTION_TIMEOUT_MS, PHONE_VIEWPORT, type EngineBrowser, type EnginePage } from './engine-page';

/**
 * Firefox ESR (Debian's firefox-esr) over WebDriver BiDi, which Firefox speaks itself: puppeteer-core
 * starts it headless with a fresh profile and talks BiDi to it, no geckodriver needed (Debian has none,
 * and nothing may be downloaded here).
 */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    defaultViewport: { ...PHONE_VIEWPORT, hasTouch: true },
    // phones draw scrollbars over the page, not beside it: the layout gets the full 390 px
    extraPrefsFirefox: { 'intl.accept_languages': 'zh-CN, zh', 'widget.gtk.overlay-scrollbars.enabled': true },
  });
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`;
  return {
    version,
    async newPage(baseUrl) {
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      tab.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const locate = (target: string) => tab.locator(`::-p-xpath(${target})`).setTimeout(ACTION_TIMEOUT_MS);
      const page: EnginePage = {
        engine: 'firefox',
        async goto(path) {
          await tab.goto(new URL(path, baseUrl).href);
        },
        url: async () => tab.url(),
        async click(target) {
          await locate(target).click();
        },
        async type(target, text) {
          await locate(target).fill(text);
        },
        async select(target, value) {
          await locate(target).fill(value);
        },
        run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
          return tab.evaluate(fn as never, ...(args as unknown[] as never[])) as Promise<Awaited<Result>>;
        },
        async screenshot(file) {
          await tab.screenshot({ path: file as `${string}.png` });
        },
        async close() {
          await context.close();
        },
      };
      return page;
    },
    close: () => browser.close(),
  };
}
