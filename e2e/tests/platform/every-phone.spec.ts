import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../../support/accounts';
import { loginThroughUi } from '../../support/games';
import { signInToConsole } from '../../support/organizer';
import { expectFitsPhone, PHONE_SIZES } from '../../support/phone-fit';
import { screenshot } from '../../support/screenshots';
import { awakenThroughUi, leaderWithTeam } from '../fanhua/fanhua-support';
import { startDemoTeamThroughApi, TEAM_3_LEADER, TEAM_3_MEMBER } from '../polish120/polish120-support';

/** Waits until the screen has drawn its content (no loading indicator left, the given text shown). */
async function settled(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.locator('.cg-page-loading, .adm-dot-loading')).toHaveCount(0);
}

for (const size of PHONE_SIZES) {
  test.describe(`every screen at ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    async function check(page: Page, name: string) {
      await screenshot(page, `phone-${size.name}-${name}`);
      await expectFitsPhone(page, `${name} at ${size.name}`);
    }

    /** Opens each tab of a task centre in turn and checks it. */
    async function checkEveryTab(page: Page, game: string, tabs: readonly string[]) {
      for (const tab of tabs) {
        const handle = page.getByRole('tab', { name: tab, exact: true });
        await handle.click();
        await expect(handle).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('.cg-page-loading, .adm-dot-loading')).toHaveCount(0);
        await check(page, `${game}-tab-${tab}`);
      }
    }

    test('landing, not-found and the three login screens', async ({ page }) => {
      await page.goto('/');
      await settled(page, '领航上海');
      await check(page, 'landing');
      await page.goto('/no-such-page');
      await settled(page, '页面未找到');
      await check(page, 'not-found');
      for (const [path, name] of [
        ['/pilotsh/login', 'pilotsh-login'],
        ['/polish120/login', 'polish120-login'],
        ['/fanhua/auth', 'fanhua-auth'],
      ] as const) {
        await page.goto(path);
        await settled(page, '密码');
        await check(page, name);
      }
    });

    test('pilotsh: every tab of the task centre, 道具 included', async ({ page }) => {
      await loginThroughUi(page, 'pilotsh', '13800000004', 'demo1234');
      await checkEveryTab(page, 'pilotsh', ['提交任务', '任务进度', '谜题', '新区域', '道具']);
    });

    test('polish120: every tab of the task centre', async ({ page }) => {
      // a started team has all five tabs
      await startDemoTeamThroughApi(page.request, TEAM_3_LEADER.phone, TEAM_3_LEADER.password);
      await loginThroughUi(page, 'polish120', TEAM_3_MEMBER.phone, TEAM_3_MEMBER.password);
      await expect(page.getByRole('tab')).toHaveCount(5);
      await checkEveryTab(page, 'polish120', ['开始', '提交任务', '任务进度', 'X 区域', '谜题 PZ']);
    });

    test('fanhua: every player screen of a team leader', async ({ page }) => {
      await leaderWithTeam(page, `窄屏${size.name.replace('x', '')}${Date.now() % 100000}`);
      await awakenThroughUi(page, { strength: 10, intelligence: 10, luck: 10 });
      for (const [path, name, text] of [
        ['/fanhua/teaminfo', 'teaminfo', '邀请码'],
        ['/fanhua/gpstest', 'gpstest', 'GPS 定位测试'],
        ['/fanhua/area', 'area', /定位|刷新/],
        ['/fanhua/property', 'property', '天赋'],
        ['/fanhua/trade', 'trade', '待处理交易'],
        ['/fanhua/radio', 'radio', '废土电台'],
      ] as const) {
        await page.goto(path);
        await settled(page, text);
        await check(page, `fanhua-${name}`);
      }
      // The map fits the screen, so a swipe outside it scrolls nothing away (landscape: no 420 px floor).
      await page.goto('/fanhua/area');
      const map = await page.locator('.fh-area').boundingBox();
      expect(map).not.toBeNull();
      expect(map!.y + map!.height).toBeLessThanOrEqual(size.viewport.height + 1);
    });

    test('administrators: the pilotsh and fanhua administration and the organiser console', async ({ page }) => {
      await loginThroughUi(page, 'pilotsh', DEMO_ADMIN.phone, DEMO_ADMIN.password);
      // An administrator's task centre has a sixth tab (我是上帝): still every tab on screen.
      await expect(page.getByRole('tab')).toHaveCount(6);
      await check(page, 'pilotsh-admin-tasks');
      for (const [path, name] of [
        ['/pilotsh/admin', 'pilotsh-admin'],
        ['/pilotsh/admin/scratch', 'pilotsh-admin-scratch'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('.cg-page-loading, .adm-dot-loading')).toHaveCount(0);
        await check(page, name);
      }
      await loginThroughUi(page, 'fanhua', DEMO_ADMIN.phone, DEMO_ADMIN.password);
      await page.goto('/fanhua/administration');
      for (const tab of ['队伍', '玩家', '资产', '区域']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.locator('.cg-page-loading, .adm-dot-loading')).toHaveCount(0);
        await check(page, `fanhua-admin-${tab}`);
      }
      await signInToConsole(page);
      await check(page, 'organizer-console');
      // each game's timetable, opened: its fields and its button fit the phone too
      for (const summary of await page.getByText('定时开放、关闭与封榜').all()) await summary.click();
      await check(page, 'organizer-console-schedules');
      await page.getByRole('tab', { name: '看板与成绩' }).click();
      await expect(page.getByTestId('board')).toContainText('演示二队');
      await check(page, 'organizer-board');
      // Team names keep room for several characters: never one character per line at phone width.
      const nameColumn = await page
        .getByTestId('board')
        .locator('td:first-child')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
      expect(nameColumn.length).toBeGreaterThan(0);
      for (const width of nameColumn) expect(width).toBeGreaterThanOrEqual(90);
    });
  });
}
