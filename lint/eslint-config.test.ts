// The import boundaries, cycle check and browser rules of eslint.config.js, on small sources linted as if they lived at
// the given paths. The importing file need not exist; what it imports must, because import-x judges the file an
// import resolves to (so a relative path and a `@citygames/…` package path are the same import).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const CHECKED_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', '@typescript-eslint/no-restricted-imports', 'react-hooks/rules-of-hooks']);

/** The boundary findings (of the `rules` given, or all checked ones) for `code` placed at `filePath`, as "rule: message". */
async function findings(filePath: string, code: string, rules: ReadonlySet<string> = CHECKED_RULES): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => rules.has(message.ruleId ?? '')).map((message) => `${message.ruleId}: ${message.message}`);
}

/** Only the layout zones: an import that breaks a zone may also close a cycle through the real files, tested apart. */
const ZONES = new Set(['import-x/no-restricted-paths']);

describe('no game imports another game', () => {
  it('refuses a service reaching into another game, by relative path or by contracts area', async () => {
    expect(await findings('svc-fanhua/src/trades/accept-trade.ts', "export { findTeam } from '../../../svc-pilotsh/src/teams/team.repository.js';")).toEqual([
      expect.stringContaining('no game imports another game'),
    ]);
    expect(await findings('mf-fanhua/src/features/trade/api/trade-api.ts', "export type { Team } from '@citygames/contracts/pilotsh/team.schema';")).toEqual([
      expect.stringContaining('This belongs to fanhua'),
    ]);
  });

  it('refuses one app importing another of its own game or a platform app', async () => {
    expect(await findings('mf-fanhua/src/features/trade/api/trade-api.ts', "export { buildApp } from '../../../../../svc-fanhua/src/app.js';")).toEqual([
      expect.stringContaining('only through a shared package'),
    ]);
    expect(await findings('svc-fanhua/src/app.ts', "export { buildApp } from '../../svc-auth/src/app.js';")).toEqual([
      expect.stringContaining('only through a shared package'),
    ]);
  });

  it('lets a game use its own contracts and the shared packages', async () => {
    expect(
      await findings('mf-fanhua/src/features/trade/api/trade-api.ts', "export type { TradeView } from '@citygames/contracts/fanhua/trades.schema';"),
    ).toEqual([]);
    expect(await findings('svc-fanhua/src/trades/trade.routes.ts', "export { parseInput } from '@citygames/service-kit/http/validation';")).toEqual([]);
  });
});

describe('features stay apart', () => {
  it('refuses a feature importing another feature, from any depth', async () => {
    expect(await findings('mf-pilotsh/src/features/submit/SubmitTab.tsx', "export { ProgressTab } from '../progress/ProgressTab';")).toEqual([
      expect.stringContaining('Features stay apart'),
    ]);
    expect(await findings('mf-pilotsh/src/features/submit/hooks/use-submit.ts', "export { ProgressTab } from '../../progress/ProgressTab';")).toEqual([
      expect.stringContaining('Features stay apart'),
    ]);
  });

  it('refuses a feature importing the frame (app/, App.tsx), except in its tests', async () => {
    expect(await findings('mf-polish120/src/features/start/StartTab.tsx', "export { HomeLayout } from '../../app/HomeLayout';", ZONES)).toEqual([
      expect.stringContaining('may not import the frame'),
    ]);
    expect(await findings('mf-polish120/src/features/start/StartTab.tsx', "export { App } from '../../App';", ZONES)).toEqual([
      expect.stringContaining('may not import the frame'),
    ]);
    expect(await findings('mf-polish120/src/features/start/StartTab.test.tsx', "export { App } from '../../App';")).toEqual([]);
  });

  it('refuses shared/ importing a feature or the frame, and the shell features importing each other', async () => {
    expect(await findings('mf-polish120/src/shared/rich-text.ts', "export { StartTab } from '../features/start/StartTab';", ZONES)).toEqual([
      expect.stringContaining('shared/ is used by features'),
    ]);
    expect(await findings('mf-polish120/src/shared/rich-text.ts', "export { HomeLayout } from '../app/HomeLayout';", ZONES)).toEqual([
      expect.stringContaining('shared/ is used by features'),
    ]);
    expect(await findings('shell/src/landing/LandingPage.tsx', "export { OrganizerPage } from '../organizer/OrganizerPage';")).toEqual([
      expect.stringContaining('Features stay apart'),
    ]);
  });

  it('lets the frame import features, and features import shared/', async () => {
    expect(await findings('mf-pilotsh/src/App.tsx', "export { SubmitTab } from './features/submit/SubmitTab';")).toEqual([]);
    expect(await findings('mf-pilotsh/src/app/HomeLayout.tsx', "export { SubmitTab } from '../features/submit/SubmitTab';")).toEqual([]);
    expect(await findings('mf-pilotsh/src/features/submit/SubmitTab.tsx', "export { useTeamQueries } from '../../shared/hooks/use-team-queries';")).toEqual([]);
  });
});

describe('domain/ stays pure', () => {
  it('refuses Express, mongoose, the entity modules and the service kit', async () => {
    expect(await findings('svc-pilotsh/src/domain/score.ts', "export { Types } from 'mongoose';")).toHaveLength(1);
    expect(await findings('svc-pilotsh/src/domain/score.ts', "export type { Request } from 'express';")).toHaveLength(1);
    expect(await findings('svc-pilotsh/src/domain/score.ts', "export { TeamModel } from '../teams/team.model.js';")).toEqual([
      expect.stringContaining('the repository or routes call the domain'),
    ]);
    expect(await findings('svc-pilotsh/src/domain/score.ts', "export { runTransaction } from '@citygames/service-kit/data/transaction';")).toEqual([
      expect.stringContaining('of service-kit it may use pure/ only'),
    ]);
  });

  it('lets it import other rules, the contracts rules and the pure helpers of the service kit', async () => {
    expect(
      await findings(
        'svc-pilotsh/src/domain/score.ts',
        [
          "export { stepsForRoll } from './step-draw.js';",
          "export { PROP_KEYS } from '@citygames/contracts/pilotsh/prop.rules';",
          "export { sanitizeRichText } from '@citygames/service-kit/pure/sanitize-html';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe("service-kit's generic parts stay below the organiser's domain", () => {
  it('refuses a generic part importing the organiser domain or the runtime, and pure/ importing the rest of the kit', async () => {
    expect(
      await findings('packages/service-kit/src/http/create-app.ts', "export { recordOrganizerAction } from '../organizer/console/organizer-actions.js';"),
    ).toEqual([expect.stringContaining("never import the organiser's domain")]);
    expect(
      await findings('packages/service-kit/src/auth/organizer-auth.ts', "export { runGameService } from '@citygames/service-kit/runtime/run-game-service';"),
    ).toEqual([expect.stringContaining("never import the organiser's domain")]);
    expect(await findings('packages/service-kit/src/organizer/roster/roster-routes.ts', "export { runService } from '../../runtime/run-service.js';")).toEqual([
      expect.stringContaining('never the other way round'),
    ]);
    expect(await findings('packages/service-kit/src/pure/name-key.ts', "export { HttpError } from '../http/errors.js';")).toEqual([
      expect.stringContaining('imports nothing else of service-kit'),
    ]);
  });

  it('lets the organiser domain build on the generic parts', async () => {
    expect(await findings('packages/service-kit/src/organizer/roster/roster-routes.ts', "export { HttpError } from '../../http/errors.js';")).toEqual([]);
    expect(
      await findings('packages/service-kit/src/runtime/run-service.ts', "export { addRosterRoutes } from '../organizer/roster/roster-routes.js';"),
    ).toEqual([]);
  });
});

describe('no import cycles', () => {
  it('refuses a module importing one that already imports it', async () => {
    // database-availability.ts imports jongodb-detection.ts; the reverse would close a cycle.
    expect(await findings('packages/service-kit/src/data/jongodb-detection.ts', "export { databaseReady } from './database-availability.js';")).toEqual([
      expect.stringContaining('import-x/no-cycle'),
    ]);
  });

  it('ignores type-only imports, which load nothing at run time', async () => {
    expect(await findings('packages/service-kit/src/data/jongodb-detection.ts', "export type { ServiceMetrics } from '../http/metrics.js';")).toEqual([]);
    expect(
      await findings(
        'packages/service-kit/src/data/jongodb-detection.ts',
        "import type { databaseReady } from './database-availability.js';\nexport type Ready = typeof databaseReady;",
      ),
    ).toEqual([]);
  });
});

describe('zod stays out of the browser', () => {
  it('allows schema modules and zod in browser code only as types', async () => {
    const schema = '@citygames/contracts/fanhua/trades.schema';
    expect(await findings('mf-fanhua/src/features/trade/api/trade-api.ts', `import { TradeView } from '${schema}';\nexport const shape = TradeView;`)).toEqual([
      expect.stringContaining('only with `import type`'),
    ]);
    expect(
      await findings('mf-fanhua/src/features/trade/api/trade-api.ts', `import type { TradeView } from '${schema}';\nexport type View = TradeView;`),
    ).toEqual([]);
    expect(await findings('packages/web-kit/src/api-client.ts', "import { z } from 'zod';\nexport const anything = z.unknown();")).toHaveLength(1);
  });

  it('keeps zod and schema modules out of rules modules', async () => {
    expect(await findings('packages/contracts/src/fanhua/trades.rules.ts', "import { z } from 'zod';\nexport const Limit = z.number();")).toHaveLength(1);
    // (The schema module imports this rules module too, so that import is also a cycle.)
    expect(await findings('packages/contracts/src/fanhua/trades.rules.ts', "export { TradeView } from './trades.schema';")).toContainEqual(
      expect.stringContaining('must not import a schema module'),
    );
  });
});

describe('the React hooks rules', () => {
  it('apply to screens, not to tests', async () => {
    const conditionalHook =
      "import { useState } from 'react';\nexport function Panel({ open }: { open: boolean }) {\n  if (open) useState(0);\n  return null;\n}\n";
    expect(await findings('mf-fanhua/src/features/trade/components/Panel.tsx', conditionalHook)).toHaveLength(1);
    expect(await findings('mf-fanhua/src/features/trade/components/Panel.test.tsx', conditionalHook)).toEqual([]);
  });
});

describe('no raw driver writes outside service-kit data/', () => {
  const RAW = new Set(['no-restricted-syntax']);
  const refused = expect.stringContaining('Raw driver write');
  const mongooseImport = "import mongoose from 'mongoose';\n";

  it('refuses writing through a raw collection, handing one on, the driver Db or client, and index builds', async () => {
    const writes = [
      'await mongoose.models.Team!.collection.insertOne({ name: "x" });',
      "await mongoose.connection.collection('game_states').deleteMany({});",
      "await mongoose.connection.collection<{ n: number }>('game_states')\n  .updateOne({}, { $set: { n: 1 } });",
      'export const teams = mongoose.models.Team!.collection;',
      "export const states = () => mongoose.connection.collection('game_states');",
      "await mongoose.connection.db!.collection('teams').findOne({});",
      "await mongoose.connection.getClient().db('other').collection('teams').findOne({});",
      'await mongoose.models.Team!.syncIndexes();',
      'await mongoose.models.Team!.createIndexes();',
    ];
    for (const write of writes) {
      expect(await findings('svc-pilotsh/src/teams/team.repository.ts', mongooseImport + write, RAW), write).toEqual([refused]);
    }
    expect(await findings('packages/service-kit/src/organizer/preview/preview-worker.ts', mongooseImport + writes[1], RAW)).toEqual([refused]);
    expect(await findings('packages/service-kit/src/testing/test-organizer.ts', mongooseImport + writes[1], RAW)).toEqual([refused]);
    expect(await findings('svc-fanhua/test/support/organizer-console.ts', mongooseImport + writes[1], RAW)).toEqual([refused]);
    expect(await findings('svc-pilotsh/test/organizer.test.ts', mongooseImport + writes[1], RAW)).toEqual([refused]);
  });

  it('lets code read a raw collection where it takes it, and service-kit data/ write through it', async () => {
    const reads = [
      "await mongoose.connection.collection('game_states').findOne({ game: 'pilotsh' });",
      "await mongoose.connection\n  .useDb('citygames_auth')\n  .collection<{ phone: string }>('accounts')\n  .find({}).sort({ createdAt: 1 }).toArray();",
      'await mongoose.models.Team!.collection.listIndexes().toArray();',
      "export const lookup = { $lookup: { from: mongoose.models.Team!.collection.collectionName, localField: 'teamId', foreignField: '_id', as: 'team' } };",
      'await mongoose.models.Team!.updateOne({}, { $set: { name: "x" } });',
    ];
    for (const read of reads) expect(await findings('svc-pilotsh/src/teams/team.repository.ts', mongooseImport + read, RAW), read).toEqual([]);
    expect(
      await findings(
        'packages/service-kit/src/data/collection-registry.ts',
        mongooseImport + "await mongoose.connection.db!.collection('x').insertOne({});",
        RAW,
      ),
    ).toEqual([]);
  });
});
