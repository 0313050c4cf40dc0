import { expect, test } from '@playwright/test';

// The CSP guard (e2e/support/csp-guard.ts) that every journey gets through '@playwright/test' must fail a
// journey whose page breaks the policy. The page is served by the browser itself (page.route), so this
// checks the guard, not the site: the journey is expected to fail, and is reported as broken if it passes.
test.fail('a journey whose page breaks the CSP fails', async ({ page }) => {
  await page.route('https://csp-guard.test/', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'self'" },
      body: '<!doctype html><title>守卫</title><p>页面</p><script>document.title = "ran";</script>',
    }),
  );
  await page.goto('https://csp-guard.test/');
  await expect(page).toHaveTitle('守卫');
});
