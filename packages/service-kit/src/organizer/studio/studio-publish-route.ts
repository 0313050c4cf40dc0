import type { Response, Router } from 'express';
import { StudioPublishInput, type StudioPublishResponse, type StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { conflict, HttpError, isDuplicateKeyError } from '../../http/errors.js';
import { parseInput } from '../../http/validation.js';
import { storeAnswerWithEffect } from '../../idempotency/idempotency-claim.js';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import type { StudioContext } from './studio-context.js';
import { draftView, findVersionOfDraft, recordVersion } from './studio-store.js';
import { STUDIO_TEXTS } from './studio-texts.js';

function answerPublished(res: Response, published: StudioVersionSummary): void {
  const answer: StudioPublishResponse = { ok: true, message: published.message, version: published };
  res.status(200).json(answer);
}

/**
 * Publishing the draft through the game's import command (the same code as `POST /pack` and the CLI): only the draft version the
 * organiser saw, only when it passes the check, once per draft version; the version and its audit entry commit with the import.
 */
export function addStudioPublishRoute<Checked>(api: Router, studio: StudioContext<Checked>): void {
  const { game, options } = studio;

  api.post('/studio/publish', async (req, res) => {
    const input = parseInput(StudioPublishInput, req.body);
    studio.requireKnownOptions(input.options);
    const draft = await studio.requireDraft();
    if (draft.version !== input.draftVersion) {
      throw conflict(STUDIO_TEXTS.draftChanged(draft.updatedBy, draft.version, input.draftVersion), 'DRAFT_CHANGED');
    }
    // A draft version is published once: again (a second click, a new Idempotency-Key) answers with its version and imports nothing.
    const already = await findVersionOfDraft(game, draft.version);
    if (already) return answerPublished(res, already);
    const pack = draftView(draft, studio.keyOrder).pack;
    const checked = options.command.check(pack);
    if (!checked.ok) throw studio.refuseInvalid(checked.issues, STUDIO_TEXTS.notPublished);
    const organizer = currentOrganizer(req);
    const now = options.now();
    let version: StudioVersionSummary | undefined;
    let message: string;
    try {
      message = await options.command.importPack(checked.pack, new Set(input.options), async (session, imported) => {
        version = await recordVersion(game, pack, { draftVersion: draft.version, note: input.note, message: imported, by: organizer, now }, session);
        const summary = STUDIO_TEXTS.auditPublished(version.number, input.note, imported);
        await recordOrganizerAction(organizer, { scope: game, action: 'studio.publish', summary }, now, session);
        // the import says in `imported` what it answers: a retry of a lost reply hears this version again, not 409
        const published: StudioPublishResponse = { ok: true, message: imported, version };
        await storeAnswerWithEffect(session, published, { status: 201 });
      });
    } catch (error) {
      // Two publishes of one draft version at once: uniq_published_draft let the first commit and rolled this one back whole.
      const published = isDuplicateKeyError(error) ? await findVersionOfDraft(game, draft.version) : null;
      if (published) return answerPublished(res, published);
      throw error;
    }
    if (!version) throw new HttpError(500, 'VERSION_NOT_RECORDED', STUDIO_TEXTS.versionNotRecorded);
    const answer: StudioPublishResponse = { ok: true, message, version };
    res.status(201).json(answer);
  });
}
