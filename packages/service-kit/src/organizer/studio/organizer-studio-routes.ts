import express, { type Router } from 'express';
import { addPreviewRoutes } from '../preview/organizer-preview-routes.js';
import { addStudioCheckRoutes } from './studio-check-routes.js';
import { addStudioCompareRoute } from './studio-compare-route.js';
import { studioContextOf } from './studio-context.js';
import { addStudioDraftRoutes } from './studio-draft-routes.js';
import { addStudioImageUpload } from './studio-image-routes.js';
import type { StudioOptions } from './studio-options.js';
import { addStudioPublishRoute } from './studio-publish-route.js';
import { addStudioVersionRoutes } from './studio-version-routes.js';

/** A draft's items are as large as a pack, so these routes parse their own JSON (create-app's limit is 64 KB and skips /studio/). */
const STUDIO_BODY_LIMIT = '2mb'; // the gateway's limit (MAX_BODY_SIZE_MB)

/**
 * The content studio of one game, `/studio/…` beside `/pack`: the JSON Schema of the game's pack, a draft versioned per entry of
 * its named lists and per top-level item otherwise, the import's own check, publishing through the import command (the same code
 * as `POST /pack` and the CLI), every published version kept, compared and restorable, the preview. One use case per module.
 */
export function addStudioRoutes<Checked>(api: Router, options: StudioOptions<Checked>): void {
  const studio = studioContextOf(options);
  api.use('/studio', express.json({ limit: STUDIO_BODY_LIMIT, strict: true, inflate: false }));
  addStudioImageUpload(api, { game: studio.game, now: options.now });
  addStudioDraftRoutes(api, studio);
  addStudioCheckRoutes(api, studio);
  addStudioPublishRoute(api, studio);
  addPreviewRoutes(api, { ...options, keyOrder: studio.keyOrder, audit: studio.audit });
  addStudioVersionRoutes(api, studio);
  addStudioCompareRoute(api, studio);
}
