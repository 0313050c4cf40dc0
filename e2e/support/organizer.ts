import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo organiser `npm start` seeds (README, demo accounts). */
export const DEMO_ORGANIZER = { phone: '13900000000', password: 'organizer123', name: '组织者' } as const;

/**
 * How long a journey waits for the console's answer to a publish: the console itself waits 15 s for it (web-kit's
 * DEFAULT_TIMEOUT_MS) and then says it timed out, so a slow but successful publish (one transaction over the whole
 * pack, slow on the embedded lane late in a run) is still seen, and a real failure still shows as the console's own message.
 */
export const PUBLISH_ANSWER_WITHIN_MS = 20_000;

/** The organiser's laptop, as the console is specified for. */
export const LAPTOP = { width: 1366, height: 768 } as const;

/** The demo organiser's token, for what a journey does through the API (or as "another organiser"). */
export async function organizerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/organizer/login', { data: { phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Accepts the next confirm() (reset and delete ask first) and checks it says what happens. */
export function acceptNextDialog(page: Page, says: string): void {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(says);
    void dialog.accept();
  });
}

export async function signInToConsole(page: Page): Promise<void> {
  await page.goto('/organizer');
  await page.getByLabel('手机号').fill(DEMO_ORGANIZER.phone);
  await page.getByLabel('密码').fill(DEMO_ORGANIZER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('组织者控制台').first()).toBeVisible();
  await expect(page.getByTestId('overview-pilotsh')).toBeVisible();
}

/**
 * Creates a team as the organiser through the API, with the roster version the change is made from
 * (read first). Journeys running in parallel change the same roster, so a 409 from a version that
 * went stale meanwhile is simply tried again with the new one. Answers the new team's id.
 */
export async function createTeamAsOrganizer(
  request: APIRequestContext,
  token: string,
  game: 'pilotsh' | 'polish120' | 'fanhua',
  name: string,
  leaderPhone: string,
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  for (let attempt = 1; ; attempt += 1) {
    const roster = await request.get(`/api/${game}/organizer/roster`, { headers });
    expect(roster.status(), await roster.text()).toBe(200);
    const { version } = (await roster.json()) as { version: number };
    const response = await request.post(`/api/${game}/organizer/teams`, { headers, data: { name, leaderPhone, version } });
    const retry = response.status() === 409 && ['ROSTER_STALE', 'ROSTER_CHANGED'].includes(((await response.json()) as { error: string }).error);
    if (retry && attempt < 10) continue;
    expect(response.status(), `${game} team: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
}

/**
 * Starts a new draft in a game's studio and waits for the server's answer, not for the draft line, which already reads
 * `来自<source>` when the draft it replaces started there too.
 */
export async function startDraftFrom(studio: Locator, button: '从演示活动包开始' | '从当前活动开始' | '从空白开始', source: string): Promise<void> {
  await studio.getByRole('button', { name: button }).click();
  await expect(studio.getByRole('status').filter({ hasText: '已开始新的草稿' })).toBeVisible();
  await expect(studio.getByTestId('draft-status')).toContainText(`来自${source}`);
}
