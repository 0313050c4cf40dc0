import { uniqueName } from '../../support/accounts';
import { DEMO_ORGANIZER } from '../../support/organizer';
import { startTeamThroughApi } from '../../tests/polish120/polish120-support';
import type { EnginePage } from '../support/engine-page';
import { expect, expectText, expectUrl, test } from '../support/fixtures';
import { ariaLabelled, button, labelled, submitButton, tab, testId, within } from '../support/locators';
import { fanhuaAdminToken, fanhuaCall, fanhuaLeader, leaderOfNewTeam } from '../support/setup';

/**
 * The core journeys, once, in every engine the project is set for (WebKitGTK and Firefox ESR; the
 * Chromium journeys under tests/ cover the same ground and more): landing, login, one answer per game,
 * the fanhua map and a trade, the radio, the organiser console's overview. Each journey makes its own
 * accounts and teams, so the engines run side by side and after the Chromium journeys.
 */

async function loginThroughForm(page: EnginePage, path: string, idLabel: string, phone: string, password: string, home: RegExp) {
  await page.goto(path);
  await page.type(labelled(idLabel), phone);
  await page.type(labelled('密码'), password);
  await page.click(submitButton('登录'));
  await expectUrl(page, home);
}

/** The title of an area marker drawn well inside the viewport (not under the header or the edges). */
function markerOnScreen(): string {
  const markers = Array.from(document.querySelectorAll<HTMLElement>('[title^="No."]'));
  const inside = markers.find((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top > 120 && box.bottom < window.innerHeight - 120 && box.left > 20 && box.right < window.innerWidth - 20;
  });
  return inside?.title ?? '';
}

test('landing: the three games and the filing line, no sideways scrolling', async ({ enginePage: page, shot }) => {
  await page.goto('/');
  for (const title of ['领航上海', '百廿寻迹', '繁华废土']) await expectText(page, title);
  await expectText(page, '沪ICP备');
  await shot('landing');
});

test('pilotsh: log in through the form and answer a task right', async ({ enginePage: page, request, shot }) => {
  const player = await leaderOfNewTeam(request, 'pilotsh', uniqueName('引擎队'));
  await loginThroughForm(page, '/pilotsh/login', '手机号', player.phone, player.password, /\/pilotsh\/tasks$/);
  await page.select(labelled('选择任务'), 'T1-1');
  await page.type(labelled('答案'), '雾港 云川');
  await page.click(button('提交答案'));
  await expectText(page, '回答正确，任务完成！');
  await shot('pilotsh-answer');
});

test('polish120: log in and answer a field task right', async ({ enginePage: page, request, shot }) => {
  const player = await leaderOfNewTeam(request, 'polish120', uniqueName('引擎队'));
  await startTeamThroughApi(request, player.phone, player.password);
  await loginThroughForm(page, '/polish120/login', '手机号', player.phone, player.password, /\/polish120\/tasks$/);
  await page.click(tab('提交任务'));
  await page.select("//select[contains(@class, 'p120-select')]", 'T01');
  await page.type(labelled('答案'), '12');
  await page.click(button('提交答案'));
  await expectText(page, '回答正确，任务完成！');
  await expectText(page, '钟楼到了');
  await shot('polish120-answer');
});

test('fanhua: the map opens an area; a trade is accepted; the radio is live and shows it', async ({ enginePage: page, request, shot }) => {
  test.setTimeout(90_000);
  const seller = await fanhuaLeader(request, uniqueName('拾荒'));
  const buyer = await fanhuaLeader(request, uniqueName('守夜'));
  const admin = await fanhuaAdminToken(request);
  await fanhuaCall(request, admin, '/trade/add-asset', { team_id: seller.teamId, type: 'food', arg: 'bread', count: 10 });
  await fanhuaCall(request, admin, '/trade/add-asset', { team_id: buyer.teamId, type: 'equipment', arg: 'mask', count: 4 });
  await loginThroughForm(page, '/fanhua/auth', '手机号或用户名', buyer.account.phone, buyer.account.password, /\/fanhua\/teaminfo$/);

  // the map: the page draws it itself (SVG, pointer gestures); zoomed in, an area's marker opens its sheet
  await page.goto('/fanhua/area');
  await page.click(within(`//*[@role='dialog'][@aria-label='位置校准']`, button('我知道了')));
  await page.click(ariaLabelled('放大'));
  let title = '';
  await expect.poll(async () => (title = await page.run(markerOnScreen)), { message: '放大后地图上应有区域标记' }).not.toBe('');
  await shot('fanhua-map');
  await page.click(`//*[@title='${title}']`);
  await expectText(page, '探测半径');
  await shot('fanhua-area-sheet');

  // a trade the other leader created and confirmed: this leader accepts it on the trade screen
  const created = await fanhuaCall<{ trade_id: string }>(request, seller.token, '/trade/create', {
    to_team_id: buyer.teamId,
    items: [
      { type: 'equipment', arg: 'mask', count: 2 },
      { type: 'food', arg: 'bread', count: -3 },
    ],
    msg: '三个面包换两个面具',
  });
  await fanhuaCall(request, seller.token, `/trade/confirm/${created.trade_id}`, {});
  await page.goto('/fanhua/trade');
  await page.click(within(testId('pending-trade'), button('接受')));
  await page.click(within(`//*[@role='dialog']`, button('接受')));
  await expectText(page, '交易完成，物资已到账');
  await shot('fanhua-trade-accepted');

  // the radio: live over server-sent events, the trade's news there, a new message arrives by itself
  await page.goto('/fanhua/radio');
  await expect.poll(() => page.run(() => document.querySelector('[data-testid="radio-live"]')?.textContent ?? '')).toBe('实时');
  await expectText(page, '交易完成');
  const news = `引擎广播${Date.now()}`;
  await fanhuaCall(request, admin, '/msg/send', {
    scope: 'team',
    team_id: buyer.teamId,
    sender: 'commander',
    message_type: 'team_message',
    title: news,
    msg: `<p>${news}</p>`,
  });
  await expectText(page, news, 15_000);
  await shot('fanhua-radio');
});

test('organiser console: sign in and see every game in the overview', async ({ enginePage: page, shot }) => {
  await page.goto('/organizer');
  await page.type(labelled('手机号'), DEMO_ORGANIZER.phone);
  await page.type(labelled('密码'), DEMO_ORGANIZER.password);
  await page.click(submitButton('登录'));
  for (const game of ['pilotsh', 'polish120', 'fanhua']) {
    await expect.poll(() => page.run((id) => document.querySelector(`[data-testid="overview-${id}"]`) !== null, game)).toBe(true);
  }
  await expectText(page, '组织者控制台');
  await shot('organizer-overview');
});
