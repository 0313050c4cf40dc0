import { expect, test, type APIRequestContext } from '@playwright/test';
import { newAccount, uniqueName } from '../../support/accounts';
import { loginThroughUi } from '../../support/games';
import { createTeamAsOrganizer, DEMO_ORGANIZER } from '../../support/organizer';
import { screenshot } from '../../support/screenshots';

const OFFLINE_NOTICE = /当前离线：答案会先保存在本机/;

/** A pilotsh player of a team of its own, so this journey never meets another one's answers. */
async function playerWithTeam(request: APIRequestContext) {
  const player = newAccount('离线');
  const registered = await request.post('/api/pilotsh/players', { data: { name: player.name, phone: player.phone, password: player.password } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const signIn = await request.post('/api/organizer/login', { data: { phone: DEMO_ORGANIZER.phone, password: DEMO_ORGANIZER.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  await createTeamAsOrganizer(request, token, 'pilotsh', uniqueName('离线队'), player.phone);
  return player;
}

test.describe('offline shell', () => {
  test('after one visit, without a reload, the shell and a game screen open without signal, and an answer typed offline is sent when back online', async ({
    browser,
    request,
  }) => {
    const player = await playerWithTeam(request);
    // the other journeys block service workers (page.route cannot see a worker's requests); this one needs it
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await loginThroughUi(page, 'pilotsh', player.phone, player.password);
    await expect(page.getByRole('heading', { name: '钟楼广场' })).toBeVisible();

    // the worker installs after the page has loaded (precaching this deployment) and takes the page over; the screen
    // then reads its data again through it, which keeps it: no second visit, no reload
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForFunction(async () => (await (await caches.open('citygames-game-reads')).keys()).length > 0, undefined, { timeout: 30_000 });
    await expect(page.getByLabel('选择任务').locator('option', { hasText: '来处与去处' })).toHaveCount(1);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByText('领航上海').first()).toBeVisible();
    await page.goto('/pilotsh/tasks');
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await expect(page.getByRole('heading', { name: '钟楼广场' })).toBeVisible();
    await screenshot(page, 'offline-pilotsh-tasks');

    await page.getByLabel('选择任务').selectOption('T1-1');
    await page.getByRole('textbox', { name: '答案' }).fill('雾港 云川');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('来处与去处：雾港 云川 —— 已保存，联网后自动提交')).toBeVisible();
    // kept across a reload while still offline
    await page.reload();
    await expect(page.getByText('来处与去处：雾港 云川 —— 已保存，联网后自动提交')).toBeVisible();
    await screenshot(page, 'offline-pilotsh-answer-saved');

    await context.setOffline(false);
    await expect(page.getByText('回答正确，任务完成！')).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
    await expect(page.getByText(/已保存，联网后自动提交/)).toHaveCount(0);
    await expect(page.getByLabel('选择任务').locator('option', { hasText: '来处与去处' })).toHaveCount(0);
    await screenshot(page, 'offline-pilotsh-answer-sent');
    await context.close();
  });
});
