import { expect, test } from '@playwright/test';
import { test as unguarded } from 'playwright/test';
import { screenshot } from '../../support/screenshots';

/** Every page is served under the CSP, and the site runs under it (the CSP guard fails any journey with a violation). */
test('the landing page and every game login page carry the browser security headers and run under the CSP', async ({ page }) => {
  for (const path of ['/', '/pilotsh/login', '/polish120/login', '/fanhua/auth']) {
    const answer = await page.goto(path);
    const headers = answer?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  }
  await screenshot(page, 'platform-csp-fanhua-auth');
});

// Without the guard: this journey provokes a violation on purpose, to show the CSP is enforced and that
// Chromium reports it in the console the way the guard listens for.
unguarded('an injected inline script is blocked and reported as a CSP violation', async ({ page }) => {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const directive = await violation;
    return { directive, executed: (window as unknown as { __injected?: boolean }).__injected === true };
  });
  expect(ran).toEqual({ directive: 'script-src-elem', executed: false });
  await expect.poll(() => reported.length).toBeGreaterThan(0);
});
