import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../support/accounts';
import { loginThroughUi } from '../../support/games';

/** The demo roster's teams (svc-pilotsh/content/demo-roster.json); each journey file uses its own team. */
export const TEAM1 = { name: '演示一队', leader: '13800000001', member: '13800000002' } as const;
export const TEAM2 = { name: '演示二队', leader: '13800000003', member: '13800000004' } as const;
export const TEAM3 = { name: '演示三队', leader: '13800000005', member: '13800000006' } as const;
export const DEMO_PASSWORD = 'demo1234';

export async function apiToken(request: APIRequestContext, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/pilotsh/login', { data: { phone, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Puts a demo team back to the pack's start (admin god_give init), so a journey never depends on another. */
export async function resetTeam(request: APIRequestContext, teamName: string): Promise<void> {
  const token = await apiToken(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
  const response = await request.post('/api/pilotsh/team/god_give', {
    headers: { Authorization: `Bearer ${token}` },
    data: { leaderName: teamName, type: 'init', args: {} },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A phone-sized page of its own, logged in through the login form. */
export async function playerPage(browser: Browser, phone: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughUi(page, 'pilotsh', phone, password);
  return page;
}

export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}
