import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import {
  StudioCompareQuery,
  StudioDraftSave,
  StudioDraftStart,
  StudioImpactQuery,
  StudioPublishInput,
  StudioRestoreInput,
  StudioVersionId,
  type StudioCheckResponse,
  type StudioCompareResponse,
  type StudioDraftResponse,
  type StudioImpactResponse,
  type StudioPublishResponse,
  type StudioSchemaResponse,
  type StudioVersionSummary,
  type StudioVersionsResponse,
} from '@citygames/contracts/organizer/studio.schema';
import { StudioVersionDownloadQuery } from '@citygames/contracts/organizer/studio-media.schema';
import type { PackIssue } from '../content/content-pack.js';
import { badRequest, conflict, HttpError, isDuplicateKeyError, notFound } from '../../http/errors.js';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { addPreviewRoutes } from '../preview/organizer-preview-routes.js';
import { packPathWords } from '../content/pack-issue-words.js';
import { withSchemaDefaults } from '../content/pack-schema-defaults.js';
import { diffPacks } from './studio-diff.js';
import { addStudioImageUpload, inlineStudioImages } from './studio-image-routes.js';
import { draftView, findVersionOfDraft, listVersions, readDraft, readVersion, recordVersion, saveDraftItems, startDraft } from './studio-store.js';
import type { StudioOptions } from './studio-options.js';
import { parseInput } from '../../http/validation.js';

/** A draft's items are as large as a pack, so these routes parse their own JSON (create-app's limit is 64 KB and skips /studio/). */
const STUDIO_BODY_LIMIT = '2mb'; // the gateway's limit (MAX_BODY_SIZE_MB)

type Pack = Record<string, unknown>;

const SOURCE_NAMES = { demo: '演示活动包', live: '当前活动', empty: '空白', pack: '上传的活动包文件' } as const;

function isPack(value: unknown): value is Pack {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The content studio of one game, `/studio/…` beside `/pack`: the JSON Schema of the game's pack, a
 * draft versioned per entry of its named lists and per top-level item otherwise, the import's own check, publishing through the import command
 * (the same code as `POST /pack` and the CLI), every published version kept, compared and restorable.
 * A draft that fails the check is never published; publish and restore are audited.
 */
export function addStudioRoutes<Checked>(api: Router, options: StudioOptions<Checked>): void {
  const { command } = options;
  const game = command.game;
  const jsonSchema = z.toJSONSchema(options.schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;
  const properties = (jsonSchema.properties ?? {}) as Record<string, { title?: string }>;
  const keyOrder = Object.keys(properties);
  const titleOf = (item: string) => properties[item]?.title ?? item;
  const gameOptions = command.options ?? {};
  api.use('/studio', express.json({ limit: STUDIO_BODY_LIMIT, strict: true, inflate: false }));
  addStudioImageUpload(api, { game, now: options.now });

  const audit = (req: Request, action: string, summary: string) =>
    recordOrganizerAction(currentOrganizer(req), { scope: game, action, summary }, options.now());
  const requireDraft = async () => {
    const draft = await readDraft(game);
    if (!draft) throw notFound('还没有草稿：请先从演示活动包、当前活动或空白开始', 'NO_DRAFT');
    return draft;
  };

  /** The pack a new draft starts from. A pack file must pass the import's check (422 listing every problem; nothing written). */
  const draftStartPack = async (input: StudioDraftStart): Promise<{ pack: Pack; source: string }> => {
    if (input.from === 'version') {
      const { summary, pack } = await requireVersion(input.versionId);
      return { pack, source: `第 ${summary.number} 版` };
    }
    if (input.from === 'pack') {
      const checked = command.check(input.pack);
      if (!checked.ok) {
        throw new HttpError(422, 'PACK_INVALID', `活动包有 ${checked.issues.length} 处问题，无法打开为草稿`, { issues: checked.issues });
      }
      return { pack: input.pack, source: SOURCE_NAMES.pack };
    }
    const pack = input.from === 'demo' ? await command.demoPack() : input.from === 'empty' ? options.emptyPack() : await options.livePack();
    if (pack === null) throw conflict('这个游戏还没有导入活动内容，请从演示活动包或空白开始', 'NO_LIVE_PACK');
    if (!isPack(pack)) throw new HttpError(500, 'PACK_UNREADABLE', '活动包无法读取');
    return { pack, source: SOURCE_NAMES[input.from] };
  };

  api.get('/studio/schema', (_req, res) => {
    const answer: StudioSchemaResponse = {
      schema: jsonSchema,
      effect: command.effect,
      options: Object.entries(gameOptions).map(([flag, meaning]) => ({ flag, meaning })),
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
    const organizer = currentOrganizer(req);
    const { pack, source } = await draftStartPack(input);
    const draft = await startDraft(game, pack, { source, by: organizer.name, now: options.now(), replaceVersion: input.replaceVersion });
    await audit(req, 'studio.draft', `内容编辑：从${source}开始新的草稿`);
    const answer: StudioDraftResponse = { draft: draftView(draft, keyOrder) };
    res.status(201).json(answer);
  });

  api.put('/studio/draft', async (req, res) => {
    const { changes } = parseInput(StudioDraftSave, req.body);
    const items = changes.map((change) => change.item);
    const repeated = items.find((item, index) => items.indexOf(item) !== index);
    if (repeated) throw badRequest(`条目「${repeated}」在一次保存里出现了两次`, 'DUPLICATE_ITEM');
    const unknown = items.filter((item) => !keyOrder.includes(item));
    if (unknown.length > 0) throw badRequest(`这个游戏的活动包没有这些条目：${unknown.join('、')}`, 'UNKNOWN_ITEM');
    const draft = await saveDraftItems(game, changes, { by: currentOrganizer(req).name, now: options.now(), titleOf });
    const answer: StudioDraftResponse = { draft: draftView(draft, keyOrder) };
    res.json(answer);
  });

  api.post('/studio/draft/check', async (_req, res) => {
    const draft = await requireDraft();
    const checked = command.check(draftView(draft, keyOrder).pack);
    const answer: StudioCheckResponse = { ok: checked.ok, draftVersion: draft.version, issues: checked.ok ? [] : checked.issues };
    res.json(answer);
  });

  const requireKnownOptions = (flags: readonly string[]) => {
    const unknownFlags = flags.filter((flag) => !(flag in gameOptions));
    if (unknownFlags.length > 0) throw badRequest(`这个游戏没有选项：${unknownFlags.join('、')}`, 'UNKNOWN_OPTION');
  };
  const refuseInvalid = (issues: PackIssue[], outcome: string) => new HttpError(422, 'PACK_INVALID', `草稿有 ${issues.length} 处问题，${outcome}`, { issues });

  api.get('/studio/impact', async (req, res) => {
    const query = parseInput(StudioImpactQuery, req.query);
    const flags = (query.options ?? '').split(',').filter((flag) => flag !== '');
    requireKnownOptions(flags);
    const checked = command.check(draftView(await requireDraft(), keyOrder).pack);
    if (!checked.ok) throw refuseInvalid(checked.issues, '改好并检查通过后才能列出对各队的影响');
    const answer: StudioImpactResponse = options.impact
      ? await options.impact(checked.pack, new Set(flags))
      : { summary: command.effect, teams: [], notes: [] };
    res.json(answer);
  });

  api.post('/studio/publish', async (req, res) => {
    const input = parseInput(StudioPublishInput, req.body);
    requireKnownOptions(input.options);
    const draft = await requireDraft();
    if (draft.version !== input.draftVersion) {
      throw conflict(
        `草稿已被${draft.updatedBy}改到第 ${draft.version} 版，你看到的是第 ${input.draftVersion} 版；请先看一下最新的草稿再发布`,
        'DRAFT_CHANGED',
      );
    }
    const answerPublished = (published: StudioVersionSummary) => {
      const answer: StudioPublishResponse = { ok: true, message: published.message, version: published };
      res.status(200).json(answer);
    };
    // A draft version is published once: again (a second click, a new Idempotency-Key) answers with its version and imports nothing.
    const already = await findVersionOfDraft(game, draft.version);
    if (already) return answerPublished(already);
    const pack = draftView(draft, keyOrder).pack;
    const checked = command.check(pack);
    if (!checked.ok) throw refuseInvalid(checked.issues, '没有发布');
    const organizer = currentOrganizer(req);
    const now = options.now();
    let version: StudioVersionSummary | undefined;
    // The version and its audit entry commit in the import's own transaction: a pack is never live without its version.
    let message: string;
    try {
      message = await command.importPack(checked.pack, new Set(input.options), async (session, imported) => {
        version = await recordVersion(game, pack, { draftVersion: draft.version, note: input.note, message: imported, by: organizer, now }, session);
        const summary = `内容编辑：发布第 ${version.number} 版${input.note ? `（${input.note}）` : ''}：${imported}`;
        await recordOrganizerAction(organizer, { scope: game, action: 'studio.publish', summary }, now, session);
      });
    } catch (error) {
      // Two publishes of one draft version at once: uniq_published_draft let the first commit and rolled this one back whole.
      const published = isDuplicateKeyError(error) ? await findVersionOfDraft(game, draft.version) : null;
      if (published) return answerPublished(published);
      throw error;
    }
    if (!version) throw new HttpError(500, 'VERSION_NOT_RECORDED', '导入没有记下版本');
    const answer: StudioPublishResponse = { ok: true, message, version };
    res.status(201).json(answer);
  });

  addPreviewRoutes(api, { ...options, keyOrder, audit });

  api.get('/studio/versions', async (_req, res) => {
    const answer: StudioVersionsResponse = { versions: await listVersions(game) };
    res.json(answer);
  });

  const requireVersion = async (id: unknown) => {
    const found = await readVersion(game, parseInput(StudioVersionId, id));
    if (!found) throw notFound('没有这个版本', 'VERSION_NOT_FOUND');
    return found;
  };

  /** The published pack as a file, the same JSON the CLI and `POST /pack` import; `?images=inline` carries the stored pictures inside it. */
  api.get('/studio/versions/:id', async (req, res) => {
    const { images } = parseInput(StudioVersionDownloadQuery, req.query);
    const { summary, pack } = await requireVersion(req.params.id);
    const file = images === 'inline' ? await inlineStudioImages(game, pack) : pack;
    res.setHeader('Content-Disposition', `attachment; filename="${game}-v${summary.number}.json"`);
    res.type('application/json').send(JSON.stringify(file, null, 2));
  });

  api.post('/studio/versions/:id/restore', async (req, res) => {
    const { summary, pack } = await requireVersion(req.params.id);
    const { replaceVersion } = parseInput(StudioRestoreInput, req.body ?? {});
    const organizer = currentOrganizer(req);
    const draft = await startDraft(game, pack, { source: `第 ${summary.number} 版`, by: organizer.name, now: options.now(), replaceVersion });
    await audit(req, 'studio.restore', `内容编辑：把第 ${summary.number} 版恢复为草稿`);
    const answer: StudioDraftResponse = { draft: draftView(draft, keyOrder) };
    res.status(201).json(answer);
  });

  api.get('/studio/compare', async (req, res) => {
    const query = parseInput(StudioCompareQuery, req.query);
    const side = async (which: string): Promise<unknown> => {
      if (which === 'draft') return draftView(await requireDraft(), keyOrder).pack;
      if (which === 'live') return (await options.livePack()) ?? {};
      return (await requireVersion(which)).pack;
    };
    // Compared as the import reads them (defaults filled in), so a default left out is no difference; when a side
    // fails the check both are compared as written with the schema's defaults filled in (the same form on both sides).
    const [from, to] = [await side(query.from), await side(query.to)];
    const [fromChecked, toChecked] = [command.check(from), command.check(to)];
    const diff =
      fromChecked.ok && toChecked.ok
        ? diffPacks(fromChecked.pack, toChecked.pack)
        : diffPacks(withSchemaDefaults(jsonSchema, from), withSchemaDefaults(jsonSchema, to));
    const answer: StudioCompareResponse = {
      ...diff,
      changes: diff.changes.map((change) => ({ ...change, where: packPathWords(jsonSchema, change.kind === 'removed' ? from : to, change.path) })),
    };
    res.json(answer);
  });
}
