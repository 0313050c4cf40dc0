import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { loginThroughUi } from '../../support/games';
import { DEMO_PUZZLE_PATHS } from '../../../svc-polish120/src/content/demo/puzzle-paths';

/** Demo players by team (the demo pack): 演示一队 玩家1+2, 演示二队 玩家3+4, 演示三队 玩家5+6. */
export const TEAM_1_LEADER = DEMO_PLAYERS[0]!;
export const TEAM_2_LEADER = DEMO_PLAYERS[2]!;
export const TEAM_3_LEADER = DEMO_PLAYERS[4]!;
export const TEAM_3_MEMBER = DEMO_PLAYERS[5]!;

/** The twelve standalone puzzle pages of the demo pack, read from the pack itself. */
export { DEMO_PUZZLE_PATHS };

/** Demo answers (docs/polish120.md). */
export const DEMO = {
  startAnswer: '年月日时',
  specialCharacter: '巽',
  specialHex: 'D9E3',
  area: '10号线',
  stations: { x1: '陕西南路', x2: '南京东路', x3: '新天地', x4: '老西门' },
  sudokuPath: DEMO_PUZZLE_PATHS.sudoku,
  pigpenPath: DEMO_PUZZLE_PATHS.pigpen,
  dotsPath: DEMO_PUZZLE_PATHS.dots,
} as const;

export async function apiToken(request: APIRequestContext, phone: string, password: string): Promise<string> {
  const response = await request.post('/api/polish120/login', { data: { phone, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Starts a demo team through the API (journeys that are not about the start quiz). */
export async function startTeamThroughApi(request: APIRequestContext, phone: string, password: string): Promise<void> {
  await startThroughApi(request, phone, password, [200]);
}

/** Starts a demo team that another journey of the same run may have started already (then both steps answer 409). */
export async function startDemoTeamThroughApi(request: APIRequestContext, phone: string, password: string): Promise<void> {
  await startThroughApi(request, phone, password, [200, 409]);
}

async function startThroughApi(request: APIRequestContext, phone: string, password: string, expected: number[]): Promise<void> {
  const token = await apiToken(request, phone, password);
  const headers = { Authorization: `Bearer ${token}` };
  const answer = await request.post('/api/polish120/start/answer', { headers, data: { answer: DEMO.startAnswer } });
  expect(expected, await answer.text()).toContain(answer.status());
  const start = await request.post('/api/polish120/team/status', { headers, data: { type: 'start', args: { confirm_start: true } } });
  expect(expected, await start.text()).toContain(start.status());
}

/** The demo's four field tasks; each reaches an area that opens one puzzle card (T01 → PZA … T04 → PZD). */
export const FIELD_TASK_ANSWERS = { T01: '12', T02: '永安', T03: '88', T04: '人静中徐' } as const;

/**
 * Solves field tasks of a started team through the API, so the cards they open (and the puzzle
 * pages and tasks behind them) are unlocked. A task the team already solved is fine.
 */
export async function solveFieldTasksThroughApi(
  request: APIRequestContext,
  player: { phone: string; password: string },
  taskIds: readonly (keyof typeof FIELD_TASK_ANSWERS)[],
): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(request, player.phone, player.password)}` };
  for (const taskId of taskIds) {
    const response = await request.post('/api/polish120/tasks/complete', { headers, data: { taskId, answer: FIELD_TASK_ANSWERS[taskId] } });
    expect([200, 409], await response.text()).toContain(response.status());
  }
}

export async function loginPlayer(page: Page, player: { phone: string; password: string }): Promise<void> {
  await loginThroughUi(page, 'polish120', player.phone, player.password);
}

export function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

/** Draws a stroke across a canvas with touch-like pointer moves. */
export async function drawStroke(page: Page, canvasLabel: string, from: [number, number], to: [number, number]): Promise<void> {
  const canvas = page.getByLabel(canvasLabel);
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`${canvasLabel} has no box`);
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(box.x + from[0] + ((to[0] - from[0]) * step) / 8, box.y + from[1] + ((to[1] - from[1]) * step) / 8);
  }
  await page.mouse.up();
}

/** How many pixels of a canvas are not transparent (the strokes drawn on it). */
export async function inkedPixels(page: Page, canvasLabel: string): Promise<number> {
  return page.getByLabel(canvasLabel).evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
    return count;
  });
}
