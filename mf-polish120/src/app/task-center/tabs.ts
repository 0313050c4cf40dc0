export const TASK_TABS = ['start', 'submit', 'progress', 'xarea', 'puzzles'] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const DEFAULT_TAB: TaskTab = 'start';

/** Only the start tab exists until the team has started. */
export function visibleTabs(started: boolean): readonly TaskTab[] {
  return started ? TASK_TABS : ['start'];
}

/** The tab to show: the remembered one when it is visible, else start. */
export function effectiveTab(remembered: TaskTab, started: boolean): TaskTab {
  return visibleTabs(started).includes(remembered) ? remembered : DEFAULT_TAB;
}
