import { expect, type Locator, type Page } from '@playwright/test';
import type { NewAccount } from './accounts';

export type GameId = 'pilotsh' | 'polish120' | 'fanhua';
export const GAME_IDS: readonly GameId[] = ['pilotsh', 'polish120', 'fanhua'];

interface GameUi {
  /** Title shown on the landing page card. */
  title: string;
  authPath: string;
  /** Where a successful login lands. */
  homePath: RegExp;
  /** Label of the login identifier field. */
  loginLabel: string;
  /** Register form has a 确认密码 field. */
  confirmPassword: boolean;
  /** Where logging out goes. */
  afterLogout: RegExp;
  /** Local-storage key of the token (CONTRACTS.md, Browser). */
  tokenKey: string;
}

export const GAME_UI: Record<GameId, GameUi> = {
  pilotsh: {
    title: '领航上海',
    authPath: '/pilotsh/login',
    homePath: /\/pilotsh\/tasks$/,
    loginLabel: '手机号',
    confirmPassword: false,
    afterLogout: /\/pilotsh\/login$/,
    tokenKey: 'pilotsh.token',
  },
  polish120: {
    title: '百廿寻迹',
    authPath: '/polish120/login',
    homePath: /\/polish120\/tasks$/,
    loginLabel: '手机号',
    confirmPassword: true,
    afterLogout: /\/polish120\/login$/,
    tokenKey: 'polish120.token',
  },
  fanhua: {
    title: '繁华废土',
    authPath: '/fanhua/auth',
    homePath: /\/fanhua\/teaminfo$/,
    loginLabel: '手机号或用户名',
    confirmPassword: false,
    afterLogout: /\/$/,
    tokenKey: 'fanhua.token',
  },
};

/** The result line under the auth form (errors and successes). */
export function authMessage(page: Page): Locator {
  return page.locator('.cg-auth-message');
}

/** The backend-unavailable banner of web-kit. */
export function backendBanner(page: Page): Locator {
  return page.getByText('后端服务暂不可用，但界面仍可浏览');
}

/** An input of the auth form by its label (the required-field star is hidden from the accessible name). */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

export async function openAuth(page: Page, game: GameId): Promise<void> {
  await page.goto(GAME_UI[game].authPath);
  await expect(page.getByRole('tab', { name: '登录' })).toBeVisible();
}

/** Fills and submits the register form (the page must show the auth screen). */
export async function submitRegister(page: Page, game: GameId, account: NewAccount): Promise<void> {
  await page.getByRole('tab', { name: '注册' }).click();
  await field(page, '用户名').fill(account.name);
  await field(page, '手机号').fill(account.phone);
  await field(page, '密码').fill(account.password);
  if (GAME_UI[game].confirmPassword) await field(page, '确认密码').fill(account.password);
  await page.getByRole('button', { name: '注册', exact: true }).click();
}

/** Fills and submits the login form with a phone number and password. */
export async function submitLogin(page: Page, game: GameId, phone: string, password: string): Promise<void> {
  const loginTab = page.getByRole('tab', { name: '登录' });
  if ((await loginTab.getAttribute('aria-selected')) !== 'true') await loginTab.click();
  await field(page, GAME_UI[game].loginLabel).fill(phone);
  await field(page, '密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Registers a new account through the form and waits for the success message. */
export async function registerThroughUi(page: Page, game: GameId, account: NewAccount): Promise<void> {
  await openAuth(page, game);
  await submitRegister(page, game, account);
  await expect(authMessage(page)).toContainText('注册成功');
}

/** Logs in through the form and waits for the game's home screen. */
export async function loginThroughUi(page: Page, game: GameId, phone: string, password: string): Promise<void> {
  await openAuth(page, game);
  await submitLogin(page, game, phone, password);
  await expect(page).toHaveURL(GAME_UI[game].homePath);
}

/** Logs out with the header button and checks the token is gone. */
export async function logoutThroughUi(page: Page, game: GameId): Promise<void> {
  await page.getByRole('button', { name: /退出/ }).click();
  await expect(page).toHaveURL(GAME_UI[game].afterLogout);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), GAME_UI[game].tokenKey)).toBeNull();
}

/**
 * Registers through the API (faster than the form) for journeys that only need an account.
 * Paths and bodies of CONTRACTS.md: fanhua takes {name, password, phone} at /api/fanhua/players/.
 */
export async function registerThroughApi(page: Page, game: GameId, account: NewAccount): Promise<void> {
  const path = game === 'fanhua' ? '/api/fanhua/players/' : `/api/${game}/players`;
  const response = await page.request.post(path, { data: { name: account.name, phone: account.phone, password: account.password } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
