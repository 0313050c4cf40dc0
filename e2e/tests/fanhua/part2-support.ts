import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, newAccount, type NewAccount } from '../../support/accounts';
import { loginThroughUi, registerThroughApi } from '../../support/games';

/** The token the page stored after logging in (CONTRACTS.md: `fanhua.token`). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('fanhua.token'));
  expect(token).toBeTruthy();
  return token!;
}

/** A call to the fanhua API with a bearer token, checked for a 2xx answer. */
export async function fanhuaApi<T = Record<string, unknown>>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/fanhua${path}`, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The demo administrator's token, from the login call the auth screen makes. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/fanhua/login/', { data: { name: DEMO_ADMIN.phone, password: DEMO_ADMIN.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A fresh player logged in through the form, leading a fresh team made through the API. */
export async function leaderWithTeam(page: Page, teamName: string): Promise<{ account: NewAccount; token: string; teamId: string }> {
  const account = newAccount('队长');
  await registerThroughApi(page, 'fanhua', account);
  await loginThroughUi(page, 'fanhua', account.phone, account.password);
  const token = await tokenOf(page);
  const created = await fanhuaApi<{ teamId: string }>(page.request, token, 'POST', '/team/create', { name: teamName, description: '端到端测试队伍' });
  return { account, token, teamId: created.teamId };
}

/**
 * Waits until antd-mobile's open animations are over (sheets slid in, centre popups opaque), so a
 * screenshot shows the screen as a person sees it.
 */
export async function animationsDone(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const state = await page.evaluate(() => {
          const boxes = Array.from(document.querySelectorAll('.adm-popup-body, .adm-center-popup-wrap > div')).map((element) => {
            const rect = element.getBoundingClientRect();
            return `${Math.round(rect.top)}:${Math.round(rect.bottom)}:${getComputedStyle(element).opacity}`;
          });
          return boxes.join('|');
        });
        const still = state === previous && !/:0\.\d+/.test(state);
        previous = state;
        return still;
      },
      { intervals: [150], timeout: 5000 },
    )
    .toBe(true);
}
