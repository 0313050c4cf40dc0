import { uniqueName } from '../../support/accounts';
import type { EnginePage } from '../support/engine-page';
import { expect, expectText, expectUrl, test } from '../support/fixtures';
import { button, labelled, submitButton } from '../support/locators';
import { leaderOfNewTeam } from '../support/setup';

/**
 * The street, in WebKit and Firefox: the page goes through a proxy that takes the signal away, holds a dead zone,
 * cuts a reply after the server judged the answer, or answers as a closed game or an expired login would
 * (support/fault-proxy.ts). Whatever happens, a typed answer is kept until the server has given its outcome, and
 * the screen shows that outcome.
 */
test.use({ viaFaultProxy: true });

const TASK_ANSWER = /\/api\/pilotsh\/tasks\/complete$/;
const KEPT = '已保存，联网后自动提交';

async function logIn(page: EnginePage, phone: string, password: string): Promise<void> {
  await page.goto('/pilotsh/login');
  await page.type(labelled('手机号'), phone);
  await page.type(labelled('密码'), password);
  await page.click(submitButton('登录'));
  await expectUrl(page, /\/pilotsh\/tasks$/);
}

async function answer(page: EnginePage, task: string, text: string): Promise<void> {
  await page.select(labelled('选择任务'), task);
  await page.type(labelled('答案'), text);
  await page.click(button('提交答案'));
}

/** Whether the task can still be chosen (a solved task leaves the list). */
function taskOffered(page: EnginePage, task: string): Promise<boolean> {
  return page.run((value) => document.querySelector(`select option[value="${value}"]`) !== null, task);
}

test('one visit is enough: without signal the task screen opens with what it knew, keeps an answer, and sends it once the street lets it', async ({
  enginePage: page,
  faultProxy,
  request,
  shot,
}) => {
  test.setTimeout(150_000);
  const player = await leaderOfNewTeam(request, 'pilotsh', uniqueName('街头'));
  await logIn(page, player.phone, player.password);
  await expectText(page, '钟楼广场');
  // the service worker takes the page over after its first load and keeps the reads the page makes from then on
  await expect
    .poll(() => page.run(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined), {
      message: 'the service worker should control the page after one visit',
      timeout: 30_000,
    })
    .toBe(true);
  await expect.poll(() => page.run(async () => (await (await caches.open('citygames-game-reads')).keys()).length), { timeout: 30_000 }).toBeGreaterThan(1);

  // no signal at all: the app opens from the phone, shows the last known tasks and says the server is not reached
  faultProxy.set('no-signal');
  await page.goto('/pilotsh/tasks');
  await expectText(page, '钟楼广场', 20_000);
  await expectText(page, '后端服务暂不可用', 20_000);
  expect(await taskOffered(page, 'T1-1')).toBe(true);
  const close = await page.run(() => {
    const box = document.querySelector('.cg-backend-banner__close')?.getBoundingClientRect();
    return box ? [Math.round(box.width), Math.round(box.height)] : [];
  });
  expect(Math.min(...close), `the banner's 知道了 is a 44×44 px tap target (${close.join('×')})`).toBeGreaterThanOrEqual(44);
  await shot('street-no-signal-tasks');

  await answer(page, 'T1-1', '雾港 云川');
  await expectText(page, `来处与去处：雾港 云川 —— ${KEPT}`);
  await shot('street-answer-kept');

  // the app killed and opened again, still without signal: the kept answer is listed
  await page.goto('/pilotsh/tasks');
  await expectText(page, `来处与去处：雾港 云川 —— ${KEPT}`, 20_000);

  // the street lets requests through again: the answer goes by itself, with the key it was kept with, and is judged once
  faultProxy.set('pass');
  await expectText(page, '回答正确，任务完成！', 45_000);
  await expect.poll(() => taskOffered(page, 'T1-1')).toBe(false);
  const keys = new Set(faultProxy.seen(TASK_ANSWER).map((sent) => sent.idempotencyKey));
  expect(keys.size, 'every send of the kept answer carries the same key').toBe(1);
  await shot('street-answer-sent');
});

test('every outcome is shown: an answer survives a closed game, an expired login and lost replies, and is judged once', async ({
  enginePage: page,
  faultProxy,
  request,
  shot,
}) => {
  test.setTimeout(150_000);
  const player = await leaderOfNewTeam(request, 'pilotsh', uniqueName('街头'));
  await logIn(page, player.phone, player.password);

  // the organiser closed the game as the answer went out: it is kept, and sent when the game is open again
  faultProxy.answerWith(TASK_ANSWER, 1, 503, { success: false, error: 'GAME_OFFLINE', message: '该游戏暂未开放' });
  await answer(page, 'T1-2', '4下');
  await expectText(page, '尝试次数 1/5', 45_000);

  // the login ran out: the answer is kept for this account and sent after it logs in again
  faultProxy.answerWith(TASK_ANSWER, 1, 401, { success: false, error: 'UNAUTHORIZED', message: '登录已过期，请重新登录' });
  await answer(page, 'T1-2', '5下');
  await expectUrl(page, /\/pilotsh\/login$/);
  await logIn(page, player.phone, player.password);
  await expectText(page, '尝试次数 2/5', 45_000);

  // a dead zone (signal bars, nothing passing): the answer waits for the call's time-out, is kept, and goes by
  // itself, with its key, once requests pass again
  faultProxy.set('dead-zone');
  await answer(page, 'T1-2', '6下');
  await expectText(page, '暂时没有收到服务器的回应', 30_000);
  await expectText(page, `：6下 —— ${KEPT}`);
  // the app opened again inside the dead zone: the task list comes from the phone's copy and the answer is listed
  await page.goto('/pilotsh/tasks');
  await expectText(page, `：6下 —— ${KEPT}`, 30_000);
  await expect.poll(() => taskOffered(page, 'T1-2'), { timeout: 30_000 }).toBe(true);
  await shot('street-dead-zone-reopened');
  faultProxy.set('pass');
  await expectText(page, '尝试次数 3/5', 45_000);

  // the right answer's replies are lost twice after the server judged it: the app asks again with the same key
  // until it hears the outcome, and shows it
  faultProxy.cutReplies(TASK_ANSWER, 2);
  const before = faultProxy.seen(TASK_ANSWER).length;
  await answer(page, 'T1-2', '三下');
  await expectText(page, '回答正确，任务完成！', 45_000);
  const resends = faultProxy.seen(TASK_ANSWER).slice(before);
  expect(resends.length).toBeGreaterThanOrEqual(3);
  expect(new Set(resends.map((sent) => sent.idempotencyKey)).size).toBe(1);
  await expect.poll(() => taskOffered(page, 'T1-2')).toBe(false);
  await shot('street-lost-reply-outcome');
});
