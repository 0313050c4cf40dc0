import { defineConfig, devices } from '@playwright/test';
import type { EngineName } from './engines/support/engine-page';

/**
 * Journeys through the gateway in Debian's chromium. `npm run e2e` starts the platform and sets
 * E2E_BASE_URL; run against a platform you started yourself with
 * `E2E_BASE_URL=http://localhost:8080 npx playwright test -c e2e/playwright.config.ts`.
 * Journeys that stop a service live in `*.disruptive.spec.ts` and run on their own, after the others.
 * The core journeys under engines/ run again in WebKitGTK and Firefox ESR (projects `webkit`, `firefox`),
 * driven through WebDriver rather than Playwright's own browsers (engines/support/).
 */
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT_BASE ?? 18080}`;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
};

export default defineConfig<object, { engine: EngineName }>({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // npm run e2e sets E2E_JSON_REPORT so CI can print one closing count (scripts/ci-summary.mjs).
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // page.route cannot see requests a service worker makes; the offline journey allows the worker itself
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'journeys', testIgnore: /\.disruptive\.spec\.ts$/, use: chromium },
    { name: 'disruptive', testMatch: /\.disruptive\.spec\.ts$/, use: chromium },
    // WebKitGTK's MiniBrowser under Xvfb sometimes loses its WebDriver session ("invalid session id") while Firefox
    // runs beside it on a loaded two-core machine (seen twice in four runs of the fanhua map journey, never alone):
    // the browser process is gone, so the journey runs once more in a new one. A real failure fails both times.
    { name: 'webkit', testDir: './engines/journeys', use: { engine: 'webkit' }, retries: 1 },
    { name: 'firefox', testDir: './engines/journeys', use: { engine: 'firefox' } },
  ],
});
