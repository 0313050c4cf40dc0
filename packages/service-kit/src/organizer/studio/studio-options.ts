import type { z } from 'zod';
import type { StudioImpactResponse } from '@citygames/contracts/organizer/studio.schema';
import type { PackImportCommand } from '../content/content-pack.js';
import type { PreviewInstance } from '../preview/preview-instance.js';

type Pack = Record<string, unknown>;

/** What a game gives its content studio (`addStudioRoutes`) and the studio's preview routes. */
export interface StudioOptions<Checked> {
  command: PackImportCommand<Checked>;
  /** The zod schema the import checks with; the console's forms get it as JSON Schema. */
  schema: z.ZodType;
  /** The content now in use, as a pack the import accepts; null when none is loaded. */
  livePack: () => Promise<Pack | null>;
  /** The smallest start of a pack (its format marker): the check then lists what is missing. */
  emptyPack: () => Pack;
  now: () => Date;
  /** What publishing a checked pack with these options does to the teams playing now (by the import's own rules). */
  impact?: (pack: Checked, options: ReadonlySet<string>) => Promise<StudioImpactResponse>;
  /** The game's preview instance (docs/studio.md「以玩家身份预览」); without one the preview answers 503. */
  preview?: PreviewInstance;
}
