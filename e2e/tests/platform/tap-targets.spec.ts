import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PLAYERS } from '../../support/accounts';
import { GAME_IDS, GAME_UI, loginThroughUi } from '../../support/games';
import { screenshot } from '../../support/screenshots';
import { adminToken, animationsDone, awakenThroughUi, contextAt, demoArea, fanhuaApi, freshPlayer, leaderWithTeam, northOf } from '../fanhua/fanhua-support';
import { DEMO, solveFieldTasksThroughApi, startDemoTeamThroughApi, TEAM_3_LEADER, TEAM_3_MEMBER } from '../polish120/polish120-support';

/**
 * Every tap target of the player screens is at least 44×44 CSS px (Apple's minimum,
 * WCAG 2.5.5), so a thumb on a 390×844 phone does not miss.
 */
const LEAST_PX = 44;

/**
 * What counts as a tap target. Text fields are left out (their height is the form's business and their
 * font is input-sizes.spec.ts's); a label counts when it is the hit area of a checkbox or radio.
 */
const TARGETS = [
  'button',
  'a[href]',
  // antd-mobile's clickable list rows and its popups' close crosses are <a> without an href
  'a.adm-plain-anchor',
  'select',
  'summary',
  'label',
  'input[type=checkbox]',
  'input[type=radio]',
  'input[type=button]',
  'input[type=submit]',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=menuitem]',
  '[role=option]',
  '[onclick]',
].join(', ');

/**
 * Every visible tap target of the current screen (of the open dialog or sheet, when one is open) that is
 * smaller than 44×44 px, one plain line each: where, what it says, its size.
 *
 * - The hit area is the element's own border box (padding included). A checkbox or radio is measured by
 *   its label when it has one: tapping the label ticks it.
 * - Elements that only show a pointer cursor (a clickable row built from a div) count too: the outermost
 *   element with `cursor: pointer`, so an icon inside a button is not counted twice.
 * - Exempt, as WCAG 2.5.8 does: a link inside a sentence (an inline `<a>` whose block has other words),
 *   whose size is set by the line of text it sits in.
 */
async function smallTargets(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ selector, least }) => {
      /** Some of it can be seen: not hidden, and not wholly cut off by a scrolling or clipping box (a map's markers past its edge). */
      const shown = (element: Element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width < 1 || rect.height < 1) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0 || style.pointerEvents === 'none') return false;
        if (element.closest('[aria-hidden="true"], [hidden], [inert], .adm-mask')) return false;
        if (!element.checkVisibility() || (element.closest('details:not([open])') && !element.closest('summary'))) return false;
        let [left, top, right, bottom] = [Math.max(rect.left, 0), rect.top, Math.min(rect.right, window.innerWidth), rect.bottom];
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(box);
          if (overflowX === 'visible' && overflowY === 'visible') continue;
          const clip = box.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        return right - left >= 1 && bottom - top >= 1;
      };
      const layers = Array.from(document.querySelectorAll('.adm-popup-body, .adm-center-popup-wrap, [role="dialog"][aria-modal="true"]')).filter(shown);
      const scope: Element = layers.at(-1) ?? document.body;
      const describe = (element: Element) => {
        const sources = [element.getAttribute('aria-label'), element.textContent, element.getAttribute('title'), element.getAttribute('placeholder')];
        const text = (sources.map((source) => source?.trim() ?? '').find(Boolean) ?? '').replace(/\s+/g, ' ');
        const role = element.getAttribute('role');
        const kind = `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}`;
        return `${kind}「${text.slice(0, 24)}」`;
      };
      /** A link that is a few words inside a sentence: inline, in a block that has other words. */
      const inSentence = (element: Element) => {
        if (!(element instanceof HTMLAnchorElement) || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (element.textContent ?? '').trim();
        const around = (block?.textContent ?? '').replace(own, '').trim();
        return around.length > 0;
      };
      const targets = new Set<Element>();
      for (const element of Array.from(scope.querySelectorAll(selector))) {
        if (element instanceof HTMLLabelElement) {
          const control = element.control;
          // a label that only names a text field is not a target of its own; one of a checkbox or radio is
          if (!(control instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(control.type)) continue;
          targets.add(element);
        } else if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) && element.labels && element.labels.length > 0) {
          for (const label of Array.from(element.labels)) targets.add(label);
        } else {
          targets.add(element);
        }
      }
      for (const element of Array.from(scope.querySelectorAll('*'))) {
        if (getComputedStyle(element).cursor !== 'pointer') continue;
        if (element.parentElement && getComputedStyle(element.parentElement).cursor === 'pointer') continue;
        if (element.closest(selector) && element.closest(selector) !== element) continue;
        targets.add(element);
      }
      const small: string[] = [];
      for (const element of targets) {
        if (!shown(element) || inSentence(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.width < least - 0.5 || box.height < least - 0.5) small.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      return small;
    },
    { selector: TARGETS, least: LEAST_PX },
  );
  return found.map((line) => `${screen}: ${line}`);
}

/** Collects the too-small targets of each screen a journey visits, and fails once at the end naming them all. */
function tapSurvey(page: Page, prefix: string) {
  const small: string[] = [];
  return {
    async check(screen: string) {
      await expect(page.locator('.cg-page-loading, .adm-dot-loading')).toHaveCount(0);
      await animationsDone(page);
      await screenshot(page, `tap-${prefix}-${screen.replace(/[^\w\u4e00-\u9fff-]+/g, '_')}`);
      small.push(...(await smallTargets(page, screen)));
    },
    expectNone() {
      expect(small, `${small.length} tap targets under ${LEAST_PX}×${LEAST_PX} px:\n${small.join('\n')}`).toEqual([]);
    },
  };
}

async function openTab(page: Page, name: string): Promise<void> {
  const handle = page.getByRole('tab', { name, exact: true });
  await handle.click();
  await expect(handle).toHaveAttribute('aria-selected', 'true');
}

/** Closes a dialog the way a person does: its cancel or close button, else Escape. */
async function dismiss(page: Page, button?: Locator): Promise<void> {
  if (button) await button.click();
  else await page.keyboard.press('Escape');
  await animationsDone(page);
}

test.describe('tap targets of the player screens are at least 44×44 px (390×844)', () => {
  test('landing, not-found, and the login and register screens of each game', async ({ page }) => {
    const survey = tapSurvey(page, 'entry');
    await page.goto('/');
    await expect(page.getByText(GAME_UI.pilotsh.title).first()).toBeVisible();
    await survey.check('/');
    await page.goto('/no-such-page');
    await expect(page.getByText('页面未找到')).toBeVisible();
    await survey.check('/no-such-page');
    for (const game of GAME_IDS) {
      const path = GAME_UI[game].authPath;
      await page.goto(path);
      await openTab(page, '登录');
      await survey.check(`${path} 登录`);
      await openTab(page, '注册');
      await survey.check(`${path} 注册`);
    }
    survey.expectNone();
  });

  test('pilotsh: every tab of the task centre and the puzzle pages', async ({ page }) => {
    const survey = tapSurvey(page, 'pilotsh');
    await loginThroughUi(page, 'pilotsh', DEMO_PLAYERS[3]!.phone, DEMO_PLAYERS[3]!.password);
    for (const tab of ['提交任务', '任务进度', '谜题', '新区域', '道具']) {
      await openTab(page, tab);
      await survey.check(`/pilotsh/tasks ${tab}`);
    }
    await openTab(page, '谜题');
    await page.locator('.ps-pz-card').first().click();
    await expect(page).toHaveURL(/\/pilotsh\/pz\//);
    await survey.check(new URL(page.url()).pathname);
    await page.goto('/pilotsh/pz/cha-guan-shu-du');
    await survey.check('/pilotsh/pz/cha-guan-shu-du');
    survey.expectNone();
  });

  test('polish120: every tab of the task centre, the task, attempts, scratch and puzzle pages', async ({ page }) => {
    const survey = tapSurvey(page, 'polish120');
    // a started team has all five tabs
    await startDemoTeamThroughApi(page.request, TEAM_3_LEADER.phone, TEAM_3_LEADER.password);
    await loginThroughUi(page, 'polish120', TEAM_3_MEMBER.phone, TEAM_3_MEMBER.password);
    await expect(page.getByRole('tab')).toHaveCount(5);
    for (const tab of ['开始', '提交任务', '任务进度', 'X 区域', '谜题 PZ']) {
      await openTab(page, tab);
      await survey.check(`/polish120/tasks ${tab}`);
    }
    // A locked task shows an error with the way back (the server's answer while its card is locked).
    await page.route('**/api/polish120/tasks/P03', (route) =>
      route.fulfill({ status: 403, json: { success: false, error: 'TASK_LOCKED', message: '这个任务还没有解锁：先到达它的谜题卡所在的区域' } }),
    );
    await page.goto('/polish120/tasks/P03');
    await expect(page.getByRole('alert')).toContainText('还没有解锁');
    await survey.check('/polish120/tasks/P03 未解锁');
    // The task and puzzle pages sit behind puzzle cards that the field tasks open (409: already solved).
    await solveFieldTasksThroughApi(page.request, TEAM_3_LEADER, ['T01', 'T02', 'T03', 'T04']);
    for (const [path, text] of [
      ['/polish120/tasks/scratch', '刮刮乐'],
      ['/polish120/tasks/P02', '航班定位'],
      ['/polish120/tasks/P02/progress', '航班定位'],
      [`/polish120/${DEMO.sudokuPath}`, '彩色数独'],
      [`/polish120/${DEMO.dotsPath}`, '答案格式'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await survey.check(path);
    }
    survey.expectNone();
  });

  test('fanhua: a player without a team and a leader: every screen, sheet and dialog', async ({ browser }) => {
    test.setTimeout(120_000);
    const area = demoArea(1);
    const context = await contextAt(browser, northOf(area, 120));
    const page = await context.newPage();
    const survey = tapSurvey(page, 'fanhua');

    await freshPlayer(page, '指尖');
    await survey.check('/fanhua/teaminfo 无队伍');
    await page.getByRole('button', { name: '创建队伍' }).click();
    await survey.check('/fanhua/teaminfo 创建队伍');
    await dismiss(page, page.getByRole('form', { name: '创建队伍' }).getByRole('button', { name: '取消' }));
    await page.getByRole('button', { name: '加入队伍' }).click();
    await survey.check('/fanhua/teaminfo 加入队伍');
    await dismiss(page, page.getByRole('button', { name: '取消' }));

    const leader = await leaderWithTeam(page, `指尖${Date.now() % 100000}`);
    await page.goto('/fanhua/property');
    await expect(page.getByRole('dialog', { name: '天赋觉醒' })).toBeVisible();
    await survey.check('/fanhua/property 天赋觉醒');
    await awakenThroughUi(page, { strength: 10, intelligence: 10, luck: 10 });
    await fanhuaApi(page.request, await adminToken(page.request), 'POST', '/trade/add-asset', { team_id: leader.teamId, type: 'food', arg: 'bread', count: 3 });

    await page.goto('/fanhua/teaminfo');
    await expect(page.getByTestId('invite-code')).toBeVisible();
    await survey.check('/fanhua/teaminfo');
    // the confirm dialog every game uses (web-kit's confirmDialog): a lone leader leaving the team
    await page.getByRole('button', { name: '退出队伍' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: '取消' })).toBeVisible();
    await survey.check('/fanhua/teaminfo 退出队伍确认');
    await dismiss(page, confirm.getByRole('button', { name: '取消' }));
    await page.goto('/fanhua/gpstest');
    await expect(page.getByText('GPS 定位测试')).toBeVisible();
    await survey.check('/fanhua/gpstest');

    await page.goto('/fanhua/area');
    const hint = page.getByRole('dialog', { name: '位置校准' });
    await expect(hint).toBeVisible();
    await survey.check('/fanhua/area 位置校准');
    await dismiss(page, hint.getByRole('button', { name: '我知道了' }));
    const marker = page.getByTitle(`No.01 ${area.name}`);
    await expect(marker).toBeVisible();
    await survey.check('/fanhua/area');
    await marker.click();
    await expect(page.getByRole('dialog', { name: `No.01 ${area.name}` })).toBeVisible();
    await survey.check('/fanhua/area 区域面板');
    await dismiss(page);

    await page.goto('/fanhua/property');
    await expect(page.getByText('天赋')).toBeVisible();
    await survey.check('/fanhua/property');
    await page.getByTestId('resource-food-bread').getByRole('button', { name: '排行' }).click();
    await expect(page.getByRole('dialog', { name: '面包 排行榜' })).toBeVisible();
    await survey.check('/fanhua/property 排行榜');
    await dismiss(page);

    await page.goto('/fanhua/trade');
    await expect(page.getByText('待处理交易')).toBeVisible();
    await survey.check('/fanhua/trade');
    await page.getByRole('button', { name: '发起交易' }).click();
    const sheet = page.locator('.fh-tx-sheet');
    await sheet.getByRole('button', { name: '＋ 添加物品' }).first().click();
    await survey.check('/fanhua/trade 发起交易');
    await dismiss(page, sheet.getByRole('button', { name: '取消' }).first());

    // (publishing on the radio is the administrator's, not a player's)
    await page.goto('/fanhua/radio');
    await expect(page.getByText('废土电台')).toBeVisible();
    await survey.check('/fanhua/radio');
    await context.close();
    survey.expectNone();
  });
});
