// What spec files get when they import '@playwright/test' (mapped in e2e/tsconfig.json): Playwright
// itself, with `test` carrying the CSP-violation check of ./csp-guard.ts.
export * from 'playwright/test';
export { test, test as default } from './csp-guard';
