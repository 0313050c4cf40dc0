import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Saves a full-page screenshot as e2e/screenshots/<name>.png (gitignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: join(DIR, `${name}.png`), fullPage: true });
}

/** Saves a screenshot of one part of the page (a section, a dialog) as e2e/screenshots/<name>.png. */
export async function screenshotOf(part: Locator, name: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  await part.screenshot({ path: join(DIR, `${name}.png`) });
}

/** Saves what is on screen now (not the whole page) as e2e/screenshots/<name>.png: parts side by side as a person sees them. */
export async function screenshotOfScreen(page: Page, name: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: join(DIR, `${name}.png`) });
}
