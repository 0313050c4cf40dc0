import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright/test';

/**
 * Every journey runs under the site's Content-Security-Policy and fails on any violation the browser
 * reports. e2e/tsconfig.json maps `@playwright/test` to this module, so spec files get the check by
 * importing `test` from '@playwright/test' as usual; nothing to add to a new spec file.
 */

/**
 * Journeys that feed hostile HTML to a sanitiser on purpose. DOMPurify parses it in an inert document,
 * and Chromium still reports the blocked `onerror=` it finds there (nothing runs: that is the CSP and
 * the sanitiser both working). Only that report, only in these journeys, is expected.
 */
const EXPECTED_VIOLATIONS: ReadonlyArray<{ journey: RegExp; violation: RegExp }> = [
  { journey: /hint HTML from the server is sanitised again in the browser/, violation: /^Executing inline event handler/ },
  { journey: /a pilotsh task with a picture and formatted text/, violation: /^Executing inline event handler/ },
];

function isExpected(journey: string, text: string): boolean {
  return EXPECTED_VIOLATIONS.some((entry) => entry.journey.test(journey) && entry.violation.test(text));
}

function isCspViolation(message: ConsoleMessage): boolean {
  return message.type() === 'error' && /Content Security Policy/i.test(message.text());
}

function watchPage(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    if (isCspViolation(message)) violations.push(`${page.url()}: ${message.text()}`);
  });
}

function watchContext(context: BrowserContext, violations: string[]): void {
  for (const page of context.pages()) watchPage(page, violations);
  context.on('page', (page) => watchPage(page, violations));
}

/** Contexts a journey opens itself (two players side by side) are watched too, for the length of the test. */
function watchNewContexts(browser: Browser, violations: string[]): () => void {
  const original = browser.newContext;
  browser.newContext = async function newContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await original.apply(this, args);
    watchContext(context, violations);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ browser, context }, use, testInfo) => {
      const violations: string[] = [];
      watchContext(context, violations);
      const restore = watchNewContexts(browser, violations);
      try {
        await use();
      } finally {
        restore();
      }
      const journey = testInfo.titlePath.join(' › ');
      const unexpected = violations.filter((line) => !isExpected(journey, line.slice(line.indexOf(': ') + 2)));
      expect(unexpected, 'Content-Security-Policy violations reported in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
