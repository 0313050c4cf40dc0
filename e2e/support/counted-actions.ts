import type { Locator } from '@playwright/test';

/**
 * An organiser's clicks and filled fields, counted as a journey makes them: the effort docs/studio.md reports for
 * building an event from blank. A picked option counts as a field.
 */
export function countedActions() {
  const effort = { clicks: 0, fields: 0 };
  return {
    effort,
    click: async (target: Locator) => {
      effort.clicks += 1;
      await target.click();
    },
    fill: async (target: Locator, value: string) => {
      effort.fields += 1;
      await target.fill(value);
    },
    pick: async (target: Locator, label: string) => {
      effort.fields += 1;
      await target.selectOption({ label });
    },
  };
}
