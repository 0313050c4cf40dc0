import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../../support/accounts';
import { screenshot } from '../../support/screenshots';
import { apiToken, openTab, playerPage, resetTeam, TEAM3 } from './pilotsh-support';

test.describe.configure({ mode: 'serial' });

test.describe('pilotsh: admin console and the sudoku page', () => {
  test.beforeAll(async ({ request }) => {
    await resetTeam(request, TEAM3.name);
  });

  test('the admin grants a prop and it appears for the team; draw toy and scratch card work', async ({ browser }) => {
    const admin = await playerPage(browser, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await openTab(admin, '我是上帝');
    await admin.getByLabel('队长名字', { exact: true }).fill('玩家5');
    await admin.getByLabel('参数（JSON）').fill('{type: 路滑卡}');
    await admin.getByRole('button', { name: '执行' }).click();
    await expect(admin.getByText('参数格式错误，请确保是有效的 JSON')).toBeVisible();
    await admin.getByRole('button', { name: '好运成双' }).click();
    await admin.getByRole('button', { name: '执行' }).click();
    await expect(admin.getByText('操作成功：已向「演示三队」发放「好运成双」')).toBeVisible();
    await screenshot(admin, 'pilotsh-admin-granted');

    const player = await playerPage(browser, TEAM3.member);
    await openTab(player, '道具');
    await expect(player.getByTestId('prop-card').filter({ hasText: '好运成双' })).toBeVisible();
    await screenshot(player, 'pilotsh-props-granted');

    // the two-card draw toy: roll, stop, the server's cards
    const card = admin.getByRole('button', { name: '卡片 1' });
    await card.click();
    await expect(card).toHaveAttribute('data-rolling', 'true');
    await admin.waitForTimeout(300);
    await card.click();
    await expect(card).toHaveText(/^[012] 步$/);
    await expect(admin.getByRole('button', { name: '卡片 2' })).toHaveText(/^[012] 步$/);
    await screenshot(admin, 'pilotsh-admin-draw');

    await admin.getByRole('button', { name: '打开刮刮乐' }).click();
    await expect(admin).toHaveURL(/\/pilotsh\/admin\/scratch$/);
    const reset = admin.getByRole('button', { name: '再来一次' });
    await expect(admin.getByTestId('scratch-value')).toHaveText(/^[012] 步$/);
    await expect(reset).toBeDisabled();
    await screenshot(admin, 'pilotsh-scratch-covered');
    const cover = admin.getByLabel('刮刮卡涂层');
    const box = (await cover.boundingBox())!;
    await admin.mouse.move(box.x + 20, box.y + box.height / 2);
    await admin.mouse.down();
    for (let x = 20; x <= box.width / 2; x += 10) await admin.mouse.move(box.x + x, box.y + box.height / 2);
    await admin.mouse.up();
    await expect(reset).toBeEnabled();
    await screenshot(admin, 'pilotsh-scratch-revealed');
    await reset.click();
    await expect(reset).toBeDisabled();
    await expect(admin.getByTestId('scratch-value')).toHaveText(/^[012] 步$/);
  });

  test('a player cannot open the admin console and the server refuses their calls', async ({ browser, request }) => {
    const player = await playerPage(browser, TEAM3.member);
    await expect(player.getByRole('tab', { name: '我是上帝' })).toHaveCount(0);
    await player.goto('/pilotsh/admin');
    await expect(player.getByText('你没有权限访问此页面')).toBeVisible();
    await screenshot(player, 'pilotsh-admin-no-permission');
    await player.goto('/pilotsh/admin/scratch');
    await expect(player.getByText('你没有权限访问此页面')).toBeVisible();

    const token = await apiToken(request, TEAM3.member);
    const refused = await request.post('/api/pilotsh/team/god_give', {
      headers: { Authorization: `Bearer ${token}` },
      data: { leaderName: '玩家5', type: 'add_prop', args: { type: '路滑卡' } },
    });
    expect(refused.status()).toBe(403);
  });

  test('the sudoku page draws with a finger', async ({ browser, request }) => {
    const token = await apiToken(request, TEAM3.leader);
    const moved = await request.post('/api/pilotsh/team/status', {
      headers: { Authorization: `Bearer ${token}` },
      data: { type: 'move_to', args: { pos: 'WT3072' } },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    const page = await playerPage(browser, TEAM3.member);
    await page.goto('/pilotsh/pz/cha-guan-shu-du');
    await expect(page.getByRole('heading', { name: 'PZ3 · 茶馆数独' })).toBeVisible();
    await expect(page.getByRole('gridcell')).toHaveCount(81);
    await expect(page.locator('.ps-sudoku__cell--red')).toHaveCount(5);
    await screenshot(page, 'pilotsh-sudoku');

    const canvas = page.getByLabel('数独草稿画布');
    const box = (await canvas.boundingBox())!;
    const inkedPixels = () =>
      canvas.evaluate((element) => {
        const c = element as HTMLCanvasElement;
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
        return count;
      });
    expect(await inkedPixels()).toBe(0);

    // a finger stroke through the Chrome DevTools touch input
    const cdp = await page.context().newCDPSession(page);
    const point = (dx: number, dy: number) => [{ x: box.x + dx, y: box.y + dy }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(40, 40) });
    for (let step = 1; step <= 12; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(40 + step * 15, 40 + step * 12) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(inkedPixels).toBeGreaterThan(50);
    await screenshot(page, 'pilotsh-sudoku-drawn');

    await page.getByRole('button', { name: '清除' }).click();
    await expect.poll(inkedPixels).toBe(0);
  });
});
