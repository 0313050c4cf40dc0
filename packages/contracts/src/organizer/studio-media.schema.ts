import { z } from 'zod';
import { STUDIO_IMAGE_TYPES } from './studio-media.rules.js';

/** POST /studio/images: 201 stored now, 200 already stored (the same bytes). */
export const StudioImageUploadResponse = z.object({
  path: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  type: z.enum(Object.values(STUDIO_IMAGE_TYPES) as [string, ...string[]]),
  bytes: z.number().int().positive(),
});
export type StudioImageUploadResponse = z.infer<typeof StudioImageUploadResponse>;

/** GET /studio/versions/:id?images=inline: the pack with every stored picture inlined as a data: URI (for another platform). */
export const StudioVersionDownloadQuery = z
  .object({ images: z.enum(['paths', 'inline'], { error: 'images 只能是 paths 或 inline' }).default('paths') })
  .strict();
export type StudioVersionDownloadQuery = z.infer<typeof StudioVersionDownloadQuery>;
