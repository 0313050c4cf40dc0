import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccount, uniqueName } from '../../support/accounts';
import { GAME_UI, loginThroughUi, registerThroughApi } from '../../support/games';
import { createTeamAsOrganizer, DEMO_ORGANIZER, LAPTOP, organizerToken, signInToConsole } from '../../support/organizer';
import { screenshot, screenshotOfScreen } from '../../support/screenshots';
import { openTab } from '../pilotsh/pilotsh-support';
import { loginPlayer, startTeamThroughApi, tab } from '../polish120/polish120-support';

/**
 * The organiser lifts a running ban of any kind from the team card (docs/organizer.md「更正成绩」): pilotsh's area codes
 * (the 10th wrong code blocks the team's lookups for 10 minutes, svc-pilotsh/src/areas/area-code-lookup.ts), a polish120
 * X-area stage (the pack's ban policy, 5 wrong keys for 2 minutes) and a task in either game, where the phone left on the
 * task shows the lift by itself (a shown ban is read again every 10 s, packages/web-kit/src/answer/use-ban-reads.ts).
 * Each journey plays a team of its own.
 */
const PHONE = { width: 390, height: 844 } as const;

/** The console's Beijing clock (shell/src/organizer/format.ts) of every second from `fromMs` to `toMs`. */
function clocksBetween(fromMs: number, toMs: number): string[] {
  const format = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  const clocks: string[] = [];
  for (let second = Math.floor(fromMs / 1000); second <= Math.ceil(toMs / 1000); second += 1) clocks.push(format.format(new Date(second * 1000)));
  return clocks;
}

interface BanOnCard {
  game: 'pilotsh' | 'polish120';
  teamName: string;
  leaderName: string;
  /** How the console names the ban (banLabel). */
  banName: string;
  /** When the guess that started the ban was sent and answered, and how long the ban lasts. */
  bannedBetween: readonly [number, number];
  banSeconds: number;
  reason: string;
  shot: string;
}

/**
 * The organiser at the laptop finds the team card, opens its corrections, sees the ban by its Chinese name with its end
 * time, lifts it with a reason; the outcome line says so and the ban is gone from the list.
 */
async function liftBanOnTeamCard(console: Page, ban: BanOnCard): Promise<void> {
  await signInToConsole(console);
  await console.getByRole('tab', { name: '名单' }).click();
  if (ban.game === 'polish120') await console.getByRole('group', { name: '选择名单' }).getByRole('button', { name: GAME_UI.polish120.title }).click();
  await console.getByLabel('搜索名单').fill(ban.teamName);
  const card = console.getByTestId(`team-${ban.teamName}`);
  await expect(card).toContainText(ban.leaderName);

  await card.getByText('更正成绩（记入操作记录）').click();
  const bans = card.getByLabel(`「${ban.teamName}」要解除的封禁`);
  const escaped = ban.banName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(bans.locator('option')).toHaveText(['选择封禁…', new RegExp(`^${escaped}（到 \\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d）$`)]);
  // its end: the ban's length after the guess that started it
  const listed = (await bans.locator('option').nth(1).textContent()) ?? '';
  const [from, to] = ban.bannedBetween;
  expect(clocksBetween(from + ban.banSeconds * 1000, to + ban.banSeconds * 1000).map((clock) => `${ban.banName}（到 ${clock}）`)).toContain(listed);

  await bans.selectOption({ label: listed });
  await card.getByLabel(`「${ban.teamName}」更正的原因（封禁）`).fill(ban.reason);
  await card.scrollIntoViewIfNeeded();
  await screenshot(console, `${ban.shot}-laptop`);
  await card.getByRole('button', { name: '解除封禁' }).click();
  await expect(console.getByTestId('roster-outcome')).toHaveText(`已解除「${ban.teamName}」在${ban.banName}上的封禁`);
  await expect(card.getByText('这支队伍现在没有封禁。')).toBeVisible();
  await expect(bans).toHaveCount(0);
  // what is on screen: the outcome line stays in sight at the top (sticky), the changed card is scrolled to
  await screenshotOfScreen(console, `${ban.shot}-lifted-laptop`);
}

/** The lift in the audit log and in the feed (filtered to the team), with its reason. */
async function liftOnRecord(console: Page, ban: BanOnCard): Promise<void> {
  const summary = `解除队伍「${ban.teamName}」在${ban.banName}上的封禁（原因：${ban.reason}）`;
  await console.getByRole('tab', { name: '操作记录' }).click();
  await expect(console.getByTestId('audit-log')).toContainText(summary);
  await screenshot(console, `${ban.shot}-audit-laptop`);
  await console.getByRole('tab', { name: '动态' }).click();
  await console.getByLabel('按队名筛选').fill(ban.teamName);
  await console.getByRole('button', { name: '筛选' }).click();
  const lift = console.getByTestId('activity-feed').locator('li', { hasText: `${DEMO_ORGANIZER.name}：${summary}` });
  await expect(lift).toHaveCount(1);
  await screenshot(console, `${ban.shot}-feed-laptop`);
}

async function phoneAndLaptop(browser: Browser) {
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  const console = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  return { phone, console };
}

test('pilotsh: a team banned from area codes by wrong codes is lifted by the organiser from its card; its next code is judged again, and the lift is in the audit log and the feed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { phone, console } = await phoneAndLaptop(browser);
  const player = newAccount('代码');
  await registerThroughApi(phone, 'pilotsh', player);
  const teamName = uniqueName('代码队');
  await createTeamAsOrganizer(phone.request, await organizerToken(phone.request), 'pilotsh', teamName, player.phone);
  await loginThroughUi(phone, 'pilotsh', player.phone, player.password);
  await openTab(phone, '新区域');
  await expect(phone.getByText('ZL1024')).toBeVisible();

  // Wrong area codes with the phone's own token, until the server says the team is banned: the 10th wrong one bans.
  const token = await phone.evaluate((key) => window.localStorage.getItem(key), GAME_UI.pilotsh.tokenKey);
  expect(token).toBeTruthy();
  const lookUp = (code: string) => phone.request.get(`/api/pilotsh/area/by-code/${code}`, { headers: { Authorization: `Bearer ${token}` } });
  let wrongCodes = 0;
  let bannedBetween: [number, number] = [0, 0];
  for (;;) {
    const sent = Date.now();
    const answer = await lookUp(`XX${1000 + wrongCodes}`);
    const body = (await answer.json()) as { message: string; error?: string };
    if (answer.status() === 429) {
      expect(body.message).toMatch(/^区域代码输错次数过多，请 .+ 后再试$/);
      break;
    }
    expect(answer.status(), body.message).toBe(404);
    // each wrong code says how many are left, the 10th that the team is now banned
    expect(body.message).toBe(
      wrongCodes < 9
        ? `没有找到这个区域代码对应的区域，请检查后重试（还可以输错 ${9 - wrongCodes} 次）`
        : '没有找到这个区域代码对应的区域；区域代码已输错 10 次，全队 10分0秒 内不能再输入区域代码',
    );
    wrongCodes += 1;
    bannedBetween = [sent, Date.now()];
    expect(wrongCodes, 'wrong codes before the ban').toBeLessThanOrEqual(10);
  }
  expect(wrongCodes).toBe(10);
  // banned: even the right code is refused on the phone
  await phone.getByLabel('新区域代码').fill('mt2048');
  await phone.getByRole('button', { name: '前往新区域' }).click();
  await expect(phone.getByRole('alert')).toContainText(/区域代码输错次数过多，请 .+ 后再试/);
  await screenshot(phone, 'pilotsh-area-code-banned-phone');

  const ban: BanOnCard = {
    game: 'pilotsh',
    teamName,
    leaderName: player.name,
    banName: '区域代码',
    bannedBetween,
    banSeconds: 10 * 60,
    reason: '区域代码牌被雨水打湿，队员看错了',
    shot: 'organizer-ban-lift',
  };
  await liftBanOnTeamCard(console, ban);

  // The phone's next code is judged again: a wrong one is not found (the count starts over), the right one moves the team.
  await phone.getByLabel('新区域代码').fill('XX9999');
  await phone.getByRole('button', { name: '前往新区域' }).click();
  await expect(phone.getByRole('alert')).toHaveText('没有找到这个区域代码对应的区域，请检查后重试（还可以输错 9 次）');
  await screenshot(phone, 'pilotsh-area-code-after-lift-phone');
  await phone.getByLabel('新区域代码').fill('mt2048');
  await phone.getByRole('button', { name: '前往新区域' }).click();
  const dialog = phone.getByRole('dialog');
  await expect(dialog).toContainText('确定要带领队伍前往「旧码头」吗？');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByText('队伍已移动到「旧码头」')).toBeVisible();
  await expect(phone.getByText('MT2048')).toBeVisible();

  await liftOnRecord(console, ban);
  await phone.context().close();
  await console.context().close();
});

test('polish120: a team banned at X-area stage 0 is lifted by the organiser from its card; without a reload the phone’s countdown goes and its next key is judged again', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { phone, console } = await phoneAndLaptop(browser);
  const player = newAccount('X区');
  await registerThroughApi(phone, 'polish120', player);
  const teamName = uniqueName('X区队');
  await createTeamAsOrganizer(phone.request, await organizerToken(phone.request), 'polish120', teamName, player.phone);
  await startTeamThroughApi(phone.request, player.phone, player.password);
  await loginPlayer(phone, player);
  await tab(phone, 'X 区域').click();
  await expect(phone.getByText('阶段 0', { exact: true })).toBeVisible();

  // Five wrong keys from the converter ban stage 0's guess (the pack's policy: 5 wrong, 2 minutes).
  const converter = phone.getByRole('textbox', { name: '输入文字' });
  for (const [n, text] of ['东', '南', '西', '北'].entries()) {
    await converter.fill(text);
    await phone.getByRole('button', { name: '转换' }).click();
    await expect(phone.getByText(`尝试次数 ${n + 1}/5`)).toBeVisible();
  }
  await converter.fill('中');
  const sent = Date.now();
  await phone.getByRole('button', { name: '转换' }).click();
  await expect(phone.getByText('不正确，错误次数已达 5 次，暂时封禁 2分0秒')).toBeVisible();
  const bannedBetween = [sent, Date.now()] as const;
  const countdown = phone.getByText(/剩余时间：\d 分 \d\d 秒/);
  await expect(countdown).toBeVisible();
  await screenshot(phone, 'polish120-x-area-banned-phone');

  const ban: BanOnCard = {
    game: 'polish120',
    teamName,
    leaderName: player.name,
    banName: 'X 区域第 1 阶段',
    bannedBetween,
    banSeconds: 120,
    reason: '转换器的说明印错了',
    shot: 'organizer-x-area-ban-lift',
  };
  await liftBanOnTeamCard(console, ban);

  // No reload: the phone's next read of the X area (every 20 s) clears the countdown, though it reads the same as the
  // read before the ban did, and its next key is judged, counted from 1.
  await expect(countdown).toBeHidden({ timeout: 30_000 });
  await converter.fill('东');
  await phone.getByRole('button', { name: '转换' }).click();
  await expect(phone.getByText('尝试次数 1/5')).toBeVisible();
  await screenshot(phone, 'polish120-x-area-after-lift-phone');

  await liftOnRecord(console, ban);
  await phone.context().close();
  await console.context().close();
});

/**
 * Five wrong answers from the phone ban the selected task (both demo packs: 5 wrong, 2 minutes); answers when the fifth
 * was sent and when the countdown showed.
 */
async function answerWrongUntilBanned(phone: Page): Promise<[number, number]> {
  const answer = phone.getByRole('textbox', { name: '答案' });
  const submit = phone.getByRole('button', { name: '提交答案' });
  for (let n = 1; n <= 4; n += 1) {
    await answer.fill(`错${n}`);
    await submit.click();
    await expect(phone.getByText(`尝试次数 ${n}/5`)).toBeVisible();
  }
  await answer.fill('错5');
  const sent = Date.now();
  await submit.click();
  await expect(phone.getByText(/剩余时间：\d 分 \d\d 秒/)).toBeVisible();
  return [sent, Date.now()];
}

/** How long the phone may take to show a lift by itself: one ban read (every 10 s while a ban shows) and its answer. */
const LIFT_SEEN_WITHIN_MS = 15_000;

test('pilotsh: a team banned from a task is lifted by the organiser; the phone, left on the task without a tap, can answer it again', async ({ browser }) => {
  test.setTimeout(90_000);
  const { phone, console } = await phoneAndLaptop(browser);
  const player = newAccount('任务');
  await registerThroughApi(phone, 'pilotsh', player);
  const teamName = uniqueName('任务队');
  await createTeamAsOrganizer(phone.request, await organizerToken(phone.request), 'pilotsh', teamName, player.phone);
  await loginThroughUi(phone, 'pilotsh', player.phone, player.password);
  await openTab(phone, '提交任务');
  await phone.getByLabel('选择任务').selectOption('T1-2');
  const bannedBetween = await answerWrongUntilBanned(phone);
  const countdown = phone.getByText(/剩余时间：\d 分 \d\d 秒/);
  const submit = phone.getByRole('button', { name: '提交答案' });
  await expect(submit).toBeDisabled();
  await screenshot(phone, 'pilotsh-task-banned-phone');

  const ban: BanOnCard = {
    game: 'pilotsh',
    teamName,
    leaderName: player.name,
    banName: '任务「钟声几响」',
    bannedBetween,
    banSeconds: 120,
    reason: '钟楼今天检修，只敲了两下',
    shot: 'organizer-task-ban-lift',
  };
  await liftBanOnTeamCard(console, ban);

  // Nothing tapped on the phone: its next read of the ban clears the countdown and the notice, and the answer can go.
  await expect(countdown).toBeHidden({ timeout: LIFT_SEEN_WITHIN_MS });
  await expect(phone.getByText(/暂时封禁/)).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(phone.getByLabel('选择任务')).toHaveValue('T1-2');
  await screenshot(phone, 'pilotsh-task-after-lift-phone');
  await phone.getByRole('textbox', { name: '答案' }).fill('三');
  await submit.click();
  await expect(phone.getByText('回答正确，任务完成！')).toBeVisible();

  await liftOnRecord(console, ban);
  await phone.context().close();
  await console.context().close();
});

test('polish120: a team banned from a task is lifted by the organiser; the phone, left on the task without a tap, can answer it again', async ({ browser }) => {
  test.setTimeout(90_000);
  const { phone, console } = await phoneAndLaptop(browser);
  const player = newAccount('任务');
  await registerThroughApi(phone, 'polish120', player);
  const teamName = uniqueName('任务队');
  await createTeamAsOrganizer(phone.request, await organizerToken(phone.request), 'polish120', teamName, player.phone);
  await startTeamThroughApi(phone.request, player.phone, player.password);
  await loginPlayer(phone, player);
  await tab(phone, '提交任务').click();
  await phone.locator('select.p120-select').selectOption({ label: '钟楼报时' });
  const bannedBetween = await answerWrongUntilBanned(phone);
  const countdown = phone.getByText(/剩余时间：\d 分 \d\d 秒/);
  await expect(phone.getByText('答案错误，错误次数已达 5 次，该任务暂时封禁 2分0秒')).toBeVisible();
  await screenshot(phone, 'polish120-task-banned-phone');

  const ban: BanOnCard = {
    game: 'polish120',
    teamName,
    leaderName: player.name,
    banName: '任务「钟楼报时」',
    bannedBetween,
    banSeconds: 120,
    reason: '任务卡上的钟点印错了',
    shot: 'organizer-polish120-task-ban-lift',
  };
  await liftBanOnTeamCard(console, ban);

  // Nothing tapped on the phone: its next read of the ban clears the countdown and the ban's message.
  await expect(countdown).toBeHidden({ timeout: LIFT_SEEN_WITHIN_MS });
  await expect(phone.getByText(/暂时封禁/)).toHaveCount(0);
  await expect(phone.locator('select.p120-select')).toHaveValue('T01');
  await screenshot(phone, 'polish120-task-after-lift-phone');
  await phone.getByRole('textbox', { name: '答案' }).fill('12');
  await phone.getByRole('button', { name: '提交答案' }).click();
  await expect(phone.getByText('回答正确，任务完成！')).toBeVisible();

  await liftOnRecord(console, ban);
  await phone.context().close();
  await console.context().close();
});
