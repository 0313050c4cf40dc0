import { expect, type Page } from '@playwright/test';

/** The demo organiser `npm start` seeds (README, demo accounts). */
export const DEMO_ORGANIZER = { phone: '13900000000', password: 'organizer123', name: '组织者' } as const;

export const LAPTOP = { width: 1280, height: 800 } as const;

export async function signInToConsole(page: Page): Promise<void> {
  await page.goto('/organizer');
  await page.getByLabel('手机号').fill(DEMO_ORGANIZER.phone);
  await page.getByLabel('密码').fill(DEMO_ORGANIZER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('组织者控制台').first()).toBeVisible();
  await expect(page.getByTestId('overview-pilotsh')).toBeVisible();
}
