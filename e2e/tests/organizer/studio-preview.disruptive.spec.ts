import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LAPTOP, organizerToken, signInToConsole, startDraftFrom } from '../../support/organizer';
import { screenshot, screenshotOf } from '../../support/screenshots';

/**
 * 「以玩家身份预览」: the organiser tries a changed answer in the studio's preview as the test player, and the
 * live event does not notice. It rewrites the pilotsh draft (the studio journey starts its own from the demo
 * pack), so it runs with the other disruptive journeys, one at a time.
 */
const PHONE = { width: 390, height: 844 } as const;
const TASK_ID = 'T1-1';
const NEW_ANSWER = '预览里的新答案';

interface DraftAnswer {
  draft: { version: number; itemVersions: Record<string, number>; pack: { tasks: { id: string; answers: string[] }[] } };
}
interface ProgressAnswer {
  taskProgress: { taskId: string; completed: boolean }[];
}

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The live event as the organiser sees it: the roster (with its version) and who has solved the task. */
async function liveState(request: APIRequestContext, token: string) {
  const roster = await getJson<{ version: number; teams: { name: string }[] }>(request, '/api/pilotsh/organizer/roster', token);
  const grid = await getJson<{ teams: { id: string; cells: { taskId: string; state: string }[] }[] }>(request, '/api/pilotsh/organizer/task-grid', token);
  const solved = grid.teams.filter((team) => team.cells.some((cell) => cell.taskId === TASK_ID && cell.state === 'solved')).map((team) => team.id);
  return { roster, solved };
}

/** The preview token the console keeps for the frame (web-kit storePreviewSession). */
const previewToken = (page: Page) => page.evaluate(() => localStorage.getItem('preview:pilotsh.token') ?? '');

test('an organiser previews a changed answer as the test player; the live teams and tasks are untouched, and a reset starts the preview afresh', async ({
  browser,
  request,
}) => {
  test.slow(); // a first reset starts the preview instance
  const token = await organizerToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const page = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToConsole(page);
  await page.getByRole('tab', { name: '内容编辑' }).click();
  const studio = page.getByTestId('studio-pilotsh');
  await startDraftFrom(studio, '从当前活动开始', '当前活动');

  // The task's accepted answer changed in the draft, through the studio's API (the form is the studio journey's).
  const { draft } = await getJson<DraftAnswer>(request, '/api/pilotsh/organizer/studio/draft', token);
  const tasks = draft.pack.tasks.map((task) => (task.id === TASK_ID ? { ...task, answers: [NEW_ANSWER] } : task));
  const saved = await request.put('/api/pilotsh/organizer/studio/draft', {
    headers,
    data: { changes: [{ item: 'tasks', baseVersion: draft.itemVersions.tasks ?? 0, value: tasks }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const draftVersion = ((await saved.json()) as DraftAnswer).draft.version;
  await studio.getByRole('button', { name: '载入最新草稿并合并' }).click();
  await expect(studio.getByTestId('draft-status')).toContainText(`第 ${draftVersion} 版`);
  const before = await liveState(request, token);

  const preview = studio.getByTestId('player-preview');
  await preview.getByRole('button', { name: '用草稿重置预览' }).click();
  await expect(preview.getByTestId('preview-status')).toContainText(`预览来自草稿第 ${draftVersion} 版`, { timeout: 30_000 });
  await expect(preview.getByTestId('preview-status')).toContainText('测试队「预览队」');

  // In the frame: the real pilotsh screens, marked as a preview, take the new answer.
  const game = page.frameLocator('iframe[name="citygames-preview-pilotsh"]');
  await expect(game.getByText('预览', { exact: true })).toBeVisible();
  await game.getByLabel('选择任务').selectOption(TASK_ID);
  await game.getByRole('textbox', { name: '答案' }).fill(NEW_ANSWER);
  await game.getByRole('button', { name: '提交答案' }).click();
  await expect(game.getByText('回答正确，任务完成！')).toBeVisible();
  await screenshot(page, 'organizer-studio-preview-laptop');

  // The live event saw nothing: the same roster at the same version, nobody new solved the task, and the live
  // service refuses the preview token.
  const after = await liveState(request, token);
  expect(after.roster).toEqual(before.roster);
  expect(after.roster.teams.map((team) => team.name)).not.toContain('预览队');
  expect(after.solved).toEqual(before.solved);
  const firstToken = await previewToken(page);
  expect((await request.get('/api/pilotsh/tasks/progress', { headers: { Authorization: `Bearer ${firstToken}` } })).status()).toBe(401);
  const previewed = await getJson<ProgressAnswer>(request, '/api/pilotsh/studio-preview/tasks/progress', firstToken);
  expect(previewed.taskProgress.find((task) => task.taskId === TASK_ID)?.completed).toBe(true);

  // A reset starts the preview afresh (its progress is empty), and the frame shows the game again.
  const newSession = page.waitForResponse((response) => response.url().endsWith('/api/organizer/preview-token') && response.ok());
  await preview.getByRole('button', { name: '用草稿重置预览' }).click();
  await newSession;
  await expect
    .poll(async () => {
      const progress = await getJson<ProgressAnswer>(request, '/api/pilotsh/studio-preview/tasks/progress', await previewToken(page));
      return progress.taskProgress.filter((task) => task.completed).map((task) => task.taskId);
    })
    .toEqual([]);
  await expect(game.getByLabel('选择任务')).toBeVisible();

  // fanhua: the area the organiser picks in the console is where the preview player stands.
  await page.getByRole('group', { name: '选择游戏' }).getByRole('button', { name: '繁华废土' }).click();
  const fanhua = page.getByTestId('studio-fanhua');
  await startDraftFrom(fanhua, '从当前活动开始', '当前活动');
  const fanhuaPreview = fanhua.getByTestId('player-preview');
  await fanhuaPreview.getByRole('button', { name: '用草稿重置预览' }).click();
  const fanhuaGame = page.frameLocator('iframe[name="citygames-preview-fanhua"]');
  await fanhuaGame.getByRole('navigation', { name: '繁华废土导航' }).getByRole('link', { name: '区域' }).click();
  await expect(fanhuaGame.getByText('无法获取位置信息')).toBeVisible();
  await fanhuaPreview.getByTestId('preview-position').getByRole('listitem').first().getByRole('button').click();
  await expect(fanhuaGame.getByText('精度 ±10 米')).toBeVisible();
  await screenshot(page, 'organizer-studio-preview-fanhua-laptop');

  // The console at phone size: the preview fills the width.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInToConsole(phone);
  await phone.getByRole('tab', { name: '内容编辑' }).click();
  const phonePreview = phone.getByTestId('player-preview');
  await phonePreview.getByRole('button', { name: '打开预览' }).click();
  await expect(phone.frameLocator('iframe[name="citygames-preview-pilotsh"]').getByLabel('选择任务')).toBeVisible();
  await screenshotOf(phonePreview, 'organizer-studio-preview-phone');
});
