import type { Router } from 'express';
import { addStudioPrintRoute, type StudioPrintOptions } from './organizer-studio-print-routes.js';
import { addStudioSheetRoutes } from './organizer-studio-sheet-routes.js';
import type { SheetImport } from './studio-sheet-preview.js';

export interface StudioKitOptions<Checked> extends StudioPrintOptions<Checked> {
  /** The list organisers fill from a spreadsheet. */
  sheet: SheetImport;
  now: () => Date;
}

/** The studio's tools around the draft (docs/studio.md「表格导入」「打印」): bulk import from a sheet and the printables. */
export function addStudioKitRoutes<Checked>(api: Router, options: StudioKitOptions<Checked>): void {
  addStudioSheetRoutes(api, { game: options.command.game, sheet: options.sheet, now: options.now });
  addStudioPrintRoute(api, options);
}
