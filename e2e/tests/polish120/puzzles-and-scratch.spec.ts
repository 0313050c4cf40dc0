import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshots';
import {
  DEMO,
  DEMO_PUZZLE_PATHS,
  drawStroke,
  inkedPixels,
  loginPlayer,
  solveFieldTasksThroughApi,
  startTeamThroughApi,
  tab,
  TEAM_3_LEADER,
} from './polish120-support';

test.describe('polish120 · 演示三队：独立谜题页与刮刮乐', () => {
  // The pages sit behind puzzle cards: the team opens them by solving the field tasks first.
  test.beforeEach(async ({ page }) => {
    await startTeamThroughApi(page.request, TEAM_3_LEADER.phone, TEAM_3_LEADER.password);
    await solveFieldTasksThroughApi(page.request, TEAM_3_LEADER, ['T01', 'T02', 'T03', 'T04']);
  });

  test('opens the sudoku page, draws and erases on its canvas, and solves it', async ({ page }) => {
    await loginPlayer(page, TEAM_3_LEADER);

    await page.goto(`/polish120/${DEMO.sudokuPath}`);
    await expect(page.getByRole('heading', { name: '彩色数独' })).toBeVisible();
    await expect(page.getByText('答案格式：8 位，字母和数字组成')).toBeVisible();
    await expect(page.getByText('解析将在你们解出本题或活动结束后显示。')).toBeVisible();
    const cells = page.getByRole('gridcell');
    await expect(cells).toHaveCount(81);
    expect(await cells.first().evaluate((cell) => cell.getBoundingClientRect().width)).toBeCloseTo(35, 0);

    expect(await inkedPixels(page, '数独草稿画布')).toBe(0);
    await drawStroke(page, '数独草稿画布', [20, 20], [200, 120]);
    const inked = await inkedPixels(page, '数独草稿画布');
    expect(inked).toBeGreaterThan(50);
    await screenshot(page, 'polish120-puzzle-sudoku-drawn');
    await page.getByRole('button', { name: '橡皮' }).click();
    await drawStroke(page, '数独草稿画布', [20, 20], [200, 120]);
    expect(await inkedPixels(page, '数独草稿画布')).toBeLessThan(inked);
    await page.getByRole('button', { name: '清除' }).click();
    expect(await inkedPixels(page, '数独草稿画布')).toBe(0);

    await page.getByRole('textbox', { name: '答案' }).fill('g5c3a9i6');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('你们已经解出本题')).toBeVisible();
    await expect(page.getByRole('region', { name: '解析' })).toContainText('G5C3A9I6');
    await screenshot(page, 'polish120-puzzle-sudoku-solved');
  });

  test('taps pigpen cells through their variants; an unknown path goes to the task centre', async ({ page }) => {
    await loginPlayer(page, TEAM_3_LEADER);
    await page.goto(`/polish120/${DEMO.pigpenPath}`);
    await expect(page.getByRole('heading', { name: '猪圈密码' })).toBeVisible();
    const first = page.getByRole('button', { name: /第 1 行第 1 列/ });
    await expect(first).toHaveAttribute('data-variant', '0');
    await first.click();
    await first.click();
    await expect(first).toHaveAttribute('data-variant', '2');
    await first.click();
    await expect(first).toHaveAttribute('data-variant', '0');
    expect(await first.evaluate((cell) => cell.getBoundingClientRect().width)).toBeCloseTo(80, 0);
    await screenshot(page, 'polish120-puzzle-pigpen');

    await page.goto('/polish120/no-such-puzzle-here');
    await expect(page).toHaveURL(/\/polish120\/tasks$/);
    // A well-formed path the pack does not know is asked of the server, then also goes to the task centre.
    await page.goto('/polish120/zzzzzzzzzz');
    await expect(page).toHaveURL(/\/polish120\/tasks$/);
    await page.goto('/polish120/some/deeper/path');
    await expect(page).toHaveURL(/\/polish120\/tasks$/);
  });

  test('every standalone puzzle page renders with its answer format (screenshots)', async ({ page }) => {
    await loginPlayer(page, TEAM_3_LEADER);
    for (const [name, path] of Object.entries(DEMO_PUZZLE_PATHS)) {
      await page.goto(`/polish120/${path}`);
      await expect(page.getByText(/^答案格式：/)).toBeVisible();
      await expect(page.getByText('图片加载中…')).toHaveCount(0);
      await screenshot(page, `polish120-page-${name}`);
    }
    // The dot-to-dot picture can be drawn on.
    await page.goto(`/polish120/${DEMO.dotsPath}`);
    await drawStroke(page, '谜题草稿画布', [30, 40], [150, 120]);
    expect(await inkedPixels(page, '谜题草稿画布')).toBeGreaterThan(50);
  });

  test('hint HTML from the server is sanitised again in the browser', async ({ page }) => {
    await loginPlayer(page, TEAM_3_LEADER);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.route('**/api/polish120/tasks/progress', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { taskProgress: Record<string, unknown>[] };
      body.taskProgress[0] = {
        ...body.taskProgress[0],
        completed: true,
        completedAt: new Date().toISOString(),
        completedBy: '玩家5',
        answer: '12',
        hint: '<p>[hint] 安全<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>',
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/polish120/tasks');
    await tab(page, '任务进度').click();
    await page.getByRole('row', { name: /钟楼报时/ }).click();
    const hint = page.locator('.p120-table__detail .p120-rich');
    await expect(hint).toContainText('安全');
    expect(await hint.innerHTML()).not.toMatch(/<script|onerror|javascript:/);
    await expect(hint.locator('.p120-marker--hint')).toHaveCount(1);
    await hint.getByText('链接').click();
    expect(dialogs).toBe(0);
  });

  test('a task page and its attempt history', async ({ page }) => {
    await loginPlayer(page, TEAM_3_LEADER);
    await page.goto('/polish120/tasks/P02');
    await expect(page.getByRole('heading', { name: '航班定位' })).toBeVisible();
    await page.getByRole('textbox', { name: '答案' }).fill('平安');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByText('答案错误，还可以尝试 4 次')).toBeVisible();
    await page.getByRole('textbox', { name: '答案' }).fill('望江楼');
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.locator('.p120-solved')).toContainText('望江楼');
    await screenshot(page, 'polish120-task-page');
    await page.getByRole('link', { name: '本队作答记录' }).click();
    await expect(page).toHaveURL(/\/polish120\/tasks\/P02\/progress$/);
    await expect(page.locator('.p120-attempts__item')).toHaveCount(2);
    await expect(page.locator('.p120-attempts__item').first()).toContainText('望江楼');
    await screenshot(page, 'polish120-task-attempts');
  });

  test('a team member scratches the team’s card drawn by the server', async ({ page }) => {
    await loginPlayer(page, TEAM_3_LEADER);
    await page.getByRole('link', { name: '刮刮乐' }).click();
    await expect(page).toHaveURL(/\/polish120\/tasks\/scratch$/);
    await expect(page.getByText('每队共 3 张刮刮卡，队员共用，结果由服务器抽取。')).toBeVisible();
    await page.getByRole('button', { name: '刮一张' }).click();
    const next = page.getByRole('button', { name: '再刮一张' });
    await expect(next).toBeDisabled();
    await expect(page.getByText('本队还可以刮 2 张')).toBeVisible();
    const card = page.locator('canvas').first();
    const box = await card.boundingBox();
    if (!box) throw new Error('no scratch card');
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    for (let x = 10; x <= box.width - 10; x += 10) await page.mouse.move(box.x + x, box.y + box.height / 2);
    await page.mouse.up();
    await expect(next).toBeEnabled();
    await expect(page.getByText(/[012] 步/)).toBeVisible();
    await screenshot(page, 'polish120-scratch-revealed');
    // A reload shows the same card again instead of drawing a new value.
    await page.reload();
    await expect(page.getByText('本队还可以刮 2 张')).toBeVisible();
    await page.getByRole('button', { name: '返回任务中心' }).click();
    await expect(page).toHaveURL(/\/polish120\/tasks$/);
  });
});
