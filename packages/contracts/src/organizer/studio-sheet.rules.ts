/**
 * Importing a list of the pack (tasks, fanhua's areas) from an organiser's spreadsheet: the limits
 * the service enforces and the console states before uploading.
 */

/** Largest sheet file accepted (.xlsx or CSV); well under the gateway's 2 MB, so the studio's own message answers. */
export const STUDIO_SHEET_MAX_BYTES = 1024 * 1024;

/** Most rows one sheet may hold (pilotsh's pack holds at most 1000 tasks). */
export const STUDIO_SHEET_MAX_ROWS = 1000;

/** How several values share one cell (answers, location lines): a line break, 「|」 or 「；」. */
export const STUDIO_SHEET_LIST_SEPARATORS = /\r?\n|[|｜;；]/;

/** A problem of the sheet, named as the organiser sees it: 「第 3 行「答案」：至少填一个」. */
export function sheetProblemText(problem: { row: number; column: string | null; message: string }): string {
  return `第 ${problem.row} 行${problem.column ? `「${problem.column}」` : ''}：${problem.message}`;
}

/** The list each game fills from a sheet, and its name in the organiser's words. */
export const STUDIO_SHEET_LISTS = {
  pilotsh: { item: 'tasks', title: '任务' },
  polish120: { item: 'tasks', title: '任务' },
  fanhua: { item: 'areas', title: '区域' },
} as const;
