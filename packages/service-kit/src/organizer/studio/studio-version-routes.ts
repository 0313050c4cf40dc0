import type { Router } from 'express';
import { StudioRestoreInput, type StudioDraftResponse, type StudioVersionsResponse } from '@citygames/contracts/organizer/studio.schema';
import { StudioVersionDownloadQuery } from '@citygames/contracts/organizer/studio-media.schema';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { parseInput } from '../../http/validation.js';
import type { StudioContext } from './studio-context.js';
import { inlineStudioImages } from './studio-image-routes.js';
import { draftView, listVersions, startDraft } from './studio-store.js';
import { STUDIO_TEXTS } from './studio-texts.js';

/** The published versions: listed, downloaded as the pack file that was published, and restored as the draft. */
export function addStudioVersionRoutes<Checked>(api: Router, studio: StudioContext<Checked>): void {
  const { game } = studio;

  api.get('/studio/versions', async (_req, res) => {
    const answer: StudioVersionsResponse = { versions: await listVersions(game) };
    res.json(answer);
  });

  /** The published pack as a file, the same JSON the CLI and `POST /pack` import; `?images=inline` carries the stored pictures inside it. */
  api.get('/studio/versions/:id', async (req, res) => {
    const { images } = parseInput(StudioVersionDownloadQuery, req.query);
    const { summary, pack } = await studio.requireVersion(req.params.id);
    const file = images === 'inline' ? await inlineStudioImages(game, pack) : pack;
    res.setHeader('Content-Disposition', `attachment; filename="${game}-v${summary.number}.json"`);
    res.type('application/json').send(JSON.stringify(file, null, 2));
  });

  api.post('/studio/versions/:id/restore', async (req, res) => {
    const { summary, pack } = await studio.requireVersion(req.params.id);
    const { replaceVersion } = parseInput(StudioRestoreInput, req.body ?? {});
    const source = STUDIO_TEXTS.versionSource(summary.number);
    const draft = await startDraft(game, pack, { source, by: currentOrganizer(req).name, now: studio.options.now(), replaceVersion });
    await studio.audit(req, 'studio.restore', STUDIO_TEXTS.auditRestored(summary.number));
    const answer: StudioDraftResponse = { draft: draftView(draft, studio.keyOrder) };
    res.status(201).json(answer);
  });
}
