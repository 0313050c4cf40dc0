import type { Router } from 'express';
import { StudioCompareQuery, type StudioCompareResponse } from '@citygames/contracts/organizer/studio.schema';
import { parseInput } from '../../http/validation.js';
import { packPathWords } from '../content/pack-issue-words.js';
import { withSchemaDefaults } from '../content/pack-schema-defaults.js';
import type { StudioContext } from './studio-context.js';
import { diffPacks } from './studio-diff.js';
import { draftView } from './studio-store.js';

/** Comparing two of the draft, the live pack and any published version, each change named in the organiser's words. */
export function addStudioCompareRoute<Checked>(api: Router, studio: StudioContext<Checked>): void {
  const { command } = studio.options;

  api.get('/studio/compare', async (req, res) => {
    const query = parseInput(StudioCompareQuery, req.query);
    const side = async (which: string): Promise<unknown> => {
      if (which === 'draft') return draftView(await studio.requireDraft(), studio.keyOrder).pack;
      if (which === 'live') return (await studio.options.livePack()) ?? {};
      return (await studio.requireVersion(which)).pack;
    };
    // Compared as the import reads them (defaults filled in), so a default left out is no difference; when a side
    // fails the check both are compared as written with the schema's defaults filled in (the same form on both sides).
    const [from, to] = [await side(query.from), await side(query.to)];
    const [fromChecked, toChecked] = [command.check(from), command.check(to)];
    const diff =
      fromChecked.ok && toChecked.ok
        ? diffPacks(fromChecked.pack, toChecked.pack)
        : diffPacks(withSchemaDefaults(studio.jsonSchema, from), withSchemaDefaults(studio.jsonSchema, to));
    const answer: StudioCompareResponse = {
      ...diff,
      changes: diff.changes.map((change) => ({ ...change, where: packPathWords(studio.jsonSchema, change.kind === 'removed' ? from : to, change.path) })),
    };
    res.json(answer);
  });
}
