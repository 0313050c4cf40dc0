import type { Router } from 'express';
import { StudioDraftSave, StudioDraftStart, type StudioDraftResponse, type StudioSchemaResponse } from '@citygames/contracts/organizer/studio.schema';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { badRequest, conflict, HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validation.js';
import type { Pack, StudioContext } from './studio-context.js';
import { draftView, readDraft, saveDraftItems, startDraft } from './studio-store.js';
import { STUDIO_TEXTS } from './studio-texts.js';

function isPack(value: unknown): value is Pack {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The pack a new draft starts from. A pack file must pass the import's check (422 listing every problem; nothing written). */
async function draftStartPack<Checked>(studio: StudioContext<Checked>, input: StudioDraftStart): Promise<{ pack: Pack; source: string }> {
  const { command } = studio.options;
  if (input.from === 'version') {
    const { summary, pack } = await studio.requireVersion(input.versionId);
    return { pack, source: STUDIO_TEXTS.versionSource(summary.number) };
  }
  if (input.from === 'pack') {
    const checked = command.check(input.pack);
    if (!checked.ok) throw new HttpError(422, 'PACK_INVALID', STUDIO_TEXTS.packFileInvalid(checked.issues.length), { issues: checked.issues });
    return { pack: input.pack, source: STUDIO_TEXTS.sourceNames.pack };
  }
  const pack = input.from === 'demo' ? await command.demoPack() : input.from === 'empty' ? studio.options.emptyPack() : await studio.options.livePack();
  if (pack === null) throw conflict(STUDIO_TEXTS.noLivePack, 'NO_LIVE_PACK');
  if (!isPack(pack)) throw new HttpError(500, 'PACK_UNREADABLE', STUDIO_TEXTS.packUnreadable);
  return { pack, source: STUDIO_TEXTS.sourceNames[input.from] };
}

/** Editing the draft: the pack's schema for the forms, the draft as it stands, a new draft from a source, and saving changed items. */
export function addStudioDraftRoutes<Checked>(api: Router, studio: StudioContext<Checked>): void {
  const { game, keyOrder, options } = studio;

  api.get('/studio/schema', (_req, res) => {
    const answer: StudioSchemaResponse = {
      schema: studio.jsonSchema,
      effect: options.command.effect,
      options: Object.entries(studio.gameOptions).map(([flag, meaning]) => ({ flag, meaning })),
    };
    res.json(answer);
  });

  api.get('/studio/draft', async (_req, res) => {
    const draft = await readDraft(game);
    const answer: StudioDraftResponse = { draft: draft ? draftView(draft, keyOrder) : null };
    res.json(answer);
  });

  api.post('/studio/draft', async (req, res) => {
    const input = parseInput(StudioDraftStart, req.body);
    const { pack, source } = await draftStartPack(studio, input);
    const draft = await startDraft(game, pack, { source, by: currentOrganizer(req).name, now: options.now(), replaceVersion: input.replaceVersion });
    await studio.audit(req, 'studio.draft', STUDIO_TEXTS.auditDraftStarted(source));
    const answer: StudioDraftResponse = { draft: draftView(draft, keyOrder) };
    res.status(201).json(answer);
  });

  api.put('/studio/draft', async (req, res) => {
    const { changes } = parseInput(StudioDraftSave, req.body);
    const items = changes.map((change) => change.item);
    const repeated = items.find((item, index) => items.indexOf(item) !== index);
    if (repeated) throw badRequest(STUDIO_TEXTS.itemTwice(repeated), 'DUPLICATE_ITEM');
    const unknown = items.filter((item) => !keyOrder.includes(item));
    if (unknown.length > 0) throw badRequest(STUDIO_TEXTS.unknownItems(unknown), 'UNKNOWN_ITEM');
    const draft = await saveDraftItems(game, changes, { by: currentOrganizer(req).name, now: options.now(), titleOf: studio.titleOf });
    const answer: StudioDraftResponse = { draft: draftView(draft, keyOrder) };
    res.json(answer);
  });
}
