import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, newAccount, type NewAccount } from '../../support/accounts';
import { loginThroughUi, registerThroughApi } from '../../support/games';

/** The demo pack the platform loads (SEED_DEMO): area coordinates for setting Chromium's position. */
interface DemoArea {
  id: number;
  name: string;
  lat: number;
  lng: number;
  special?: { type: string };
  rewards?: { id: string; requires: unknown[]; conds: unknown[]; gives: { type: string; arg: string; count: number }[] }[];
}
const demoPack = JSON.parse(readFileSync(new URL('../../../svc-fanhua/content/demo-pack.json', import.meta.url), 'utf8')) as { areas: DemoArea[] };

export function demoArea(id: number): DemoArea {
  const area = demoPack.areas.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`demo area ${id} missing`);
  return area;
}

/** A point `metres` due north of an area's centre (WGS-84). */
export function northOf(area: { lat: number; lng: number }, metres: number) {
  return { latitude: area.lat + (metres / 6_371_000) * (180 / Math.PI), longitude: area.lng };
}

/** A phone-sized context whose Geolocation API reports the given WGS-84 position. */
export async function contextAt(browser: Browser, position: { latitude: number; longitude: number }, accuracy = 15): Promise<BrowserContext> {
  return browser.newContext({ geolocation: { ...position, accuracy }, permissions: ['geolocation'] });
}

/** Registers a fresh fanhua account through the API and logs in through the form. */
export async function freshPlayer(page: Page, prefix = '幸存者'): Promise<NewAccount> {
  const account = newAccount(prefix);
  await registerThroughApi(page, 'fanhua', account);
  await loginThroughUi(page, 'fanhua', account.phone, account.password);
  return account;
}

/** Creates a team on the team screen and answers its invite code. */
export async function createTeamThroughUi(page: Page, name: string, description = ''): Promise<string> {
  await page.goto('/fanhua/teaminfo');
  await page.getByRole('button', { name: '创建队伍' }).click();
  const form = page.getByRole('form', { name: '创建队伍' });
  await form.getByLabel('队伍名称').fill(name);
  if (description) await form.getByLabel('队伍描述').fill(description);
  await form.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  return (await page.getByTestId('invite-code').innerText()).trim();
}

/** Awakens the team's talents from the property screen with the given split (total 30). */
export async function awakenThroughUi(page: Page, split: { strength: number; intelligence: number; luck: number }) {
  await page.goto('/fanhua/property');
  const dialog = page.getByRole('dialog', { name: '天赋觉醒' });
  await expect(dialog).toBeVisible();
  for (const [type, label] of [
    ['strength', '力量'],
    ['intelligence', '智力'],
    ['luck', '幸运'],
  ] as const) {
    const input = dialog.getByLabel(label).locator('input');
    await input.fill(String(split[type]));
    await input.blur();
  }
  await dialog.getByRole('button', { name: '确认分配' }).click();
  await expect(page.getByText('天赋分配成功！')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/** The token the page stored after logging in (docs/CONTRACTS.md: `fanhua.token`). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('fanhua.token'));
  expect(token).toBeTruthy();
  return token!;
}

/** A call to the fanhua API with a bearer token, checked for a 2xx answer. */
export async function fanhuaApi<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/fanhua${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
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
