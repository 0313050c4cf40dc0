import type { Request } from 'express';
import { z } from 'zod';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validation.js';
import { StudioVersionId } from '@citygames/contracts/organizer/studio.schema';
import type { PackIssue } from '../content/content-pack.js';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import type { StudioOptions } from './studio-options.js';
import { readDraft, readVersion } from './studio-store.js';
import { STUDIO_TEXTS } from './studio-texts.js';

export type Pack = Record<string, unknown>;

/** What every studio route of one game shares: the game's options, its pack schema as JSON Schema and the common checks. */
export interface StudioContext<Checked> {
  game: StudioOptions<Checked>['command']['game'];
  options: StudioOptions<Checked>;
  jsonSchema: Record<string, unknown>;
  /** The pack's top-level items in the schema's order. */
  keyOrder: string[];
  /** An item's title in the schema (the organiser's word for it). */
  titleOf: (item: string) => string;
  gameOptions: Record<string, string>;
  audit: (req: Request, action: string, summary: string) => Promise<void>;
  requireDraft: () => Promise<NonNullable<Awaited<ReturnType<typeof readDraft>>>>;
  requireVersion: (id: unknown) => Promise<NonNullable<Awaited<ReturnType<typeof readVersion>>>>;
  requireKnownOptions: (flags: readonly string[]) => void;
  refuseInvalid: (issues: PackIssue[], outcome: string) => HttpError;
}

export function studioContextOf<Checked>(options: StudioOptions<Checked>): StudioContext<Checked> {
  const game = options.command.game;
  const jsonSchema = z.toJSONSchema(options.schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;
  const properties = (jsonSchema.properties ?? {}) as Record<string, { title?: string }>;
  const gameOptions = options.command.options ?? {};
  return {
    game,
    options,
    jsonSchema,
    keyOrder: Object.keys(properties),
    titleOf: (item) => properties[item]?.title ?? item,
    gameOptions,
    audit: (req, action, summary) => recordOrganizerAction(currentOrganizer(req), { scope: game, action, summary }, options.now()),
    requireDraft: async () => {
      const draft = await readDraft(game);
      if (!draft) throw notFound(STUDIO_TEXTS.noDraft, 'NO_DRAFT');
      return draft;
    },
    requireVersion: async (id) => {
      const found = await readVersion(game, parseInput(StudioVersionId, id));
      if (!found) throw notFound(STUDIO_TEXTS.versionNotFound, 'VERSION_NOT_FOUND');
      return found;
    },
    requireKnownOptions: (flags) => {
      const unknownFlags = flags.filter((flag) => !(flag in gameOptions));
      if (unknownFlags.length > 0) throw badRequest(STUDIO_TEXTS.unknownOptions(unknownFlags), 'UNKNOWN_OPTION');
    },
    refuseInvalid: (issues, outcome) => new HttpError(422, 'PACK_INVALID', STUDIO_TEXTS.draftInvalid(issues.length, outcome), { issues }),
  };
}
