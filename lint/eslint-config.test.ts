// The import boundaries and browser rules of eslint.config.js, on small sources linted as if they lived at the given
// paths (the files need not exist).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const CHECKED_RULES = new Set(['citygames/layout-boundaries', '@typescript-eslint/no-restricted-imports', 'react-hooks/rules-of-hooks']);

/** The boundary findings for `code` placed at `filePath`, as "rule: message". */
async function findings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => CHECKED_RULES.has(message.ruleId ?? '')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('no game imports another game', () => {
  it('refuses a service reaching into another game, by relative path or by contracts area', async () => {
    expect(await findings('svc-fanhua/src/trades/accept-trade.ts', "export { teamOf } from '../../../svc-pilotsh/src/teams/team.repository.js';")).toEqual([
      expect.stringContaining('no game imports another game'),
    ]);
    expect(await findings('mf-fanhua/src/features/trade/api/trade-api.ts', "export type { Team } from '@citygames/contracts/pilotsh/team.schema';")).toEqual([
      expect.stringContaining('belongs to pilotsh'),
    ]);
  });

  it('lets a game use its own contracts and the shared packages', async () => {
    expect(await findings('mf-fanhua/src/features/trade/api/trade-api.ts', "export type { Trade } from '@citygames/contracts/fanhua/trade.schema';")).toEqual(
      [],
    );
    expect(await findings('svc-fanhua/src/trades/trade.routes.ts', "export { parseInput } from '@citygames/service-kit/validation';")).toEqual([]);
  });
});

describe('features stay apart', () => {
  it('refuses a feature importing another feature, from any depth', async () => {
    expect(await findings('mf-pilotsh/src/features/submit/SubmitPage.tsx', "export { ProgressList } from '../progress/components/ProgressList';")).toEqual([
      expect.stringContaining("The feature 'submit' may not import the feature 'progress'"),
    ]);
    expect(await findings('mf-pilotsh/src/features/submit/hooks/use-submit.ts', "export { useProgress } from '../../progress/hooks/use-progress';")).toEqual([
      expect.stringContaining("'progress'"),
    ]);
  });

  it('refuses shared/ importing a feature, and the shell features importing each other', async () => {
    expect(await findings('mf-polish120/src/shared/TaskAnswerBox.tsx', "export { StartPage } from '../features/start/StartPage';")).toEqual([
      expect.stringContaining('shared/ may not import'),
    ]);
    expect(await findings('shell/src/landing/LandingPage.tsx', "export { OrganizerConsole } from '../organizer/OrganizerConsole';")).toEqual([
      expect.stringContaining("The feature 'landing' may not import the feature 'organizer'"),
    ]);
  });

  it('lets the app frame import features, and features import shared/', async () => {
    expect(await findings('mf-pilotsh/src/App.tsx', "export { SubmitPage } from './features/submit/SubmitPage';")).toEqual([]);
    expect(await findings('mf-pilotsh/src/features/submit/SubmitPage.tsx', "export { GameShell } from '../../shared/GameShell';")).toEqual([]);
  });
});

describe('domain/ stays pure', () => {
  it('refuses Express, mongoose and the entity modules', async () => {
    expect(await findings('svc-pilotsh/src/domain/score.ts', "export { Types } from 'mongoose';")).toHaveLength(1);
    expect(await findings('svc-pilotsh/src/domain/score.ts', "export type { Request } from 'express';")).toHaveLength(1);
    expect(await findings('svc-pilotsh/src/domain/score.ts', "export { TeamModel } from '../teams/team.model.js';")).toEqual([
      expect.stringContaining('the repository or routes call the domain'),
    ]);
  });

  it('lets it import other rules and the contracts rules', async () => {
    expect(
      await findings(
        'svc-pilotsh/src/domain/score.ts',
        "export { distance } from './geo.js';\nexport { LIMIT } from '@citygames/contracts/pilotsh/task.rules';",
      ),
    ).toEqual([]);
  });
});

describe('zod stays out of the browser', () => {
  it('allows schema modules and zod in browser code only as types', async () => {
    const schema = '@citygames/contracts/fanhua/trade.schema';
    expect(await findings('mf-fanhua/src/features/trade/api/trade-api.ts', `import { TradeView } from '${schema}';\nexport const shape = TradeView;`)).toEqual([
      expect.stringContaining('only with `import type`'),
    ]);
    expect(
      await findings('mf-fanhua/src/features/trade/api/trade-api.ts', `import type { TradeView } from '${schema}';\nexport type View = TradeView;`),
    ).toEqual([]);
    expect(await findings('packages/web-kit/src/api-client.ts', "import { z } from 'zod';\nexport const anything = z.unknown();")).toHaveLength(1);
  });

  it('keeps zod and schema modules out of rules modules', async () => {
    expect(await findings('packages/contracts/src/fanhua/trade.rules.ts', "import { z } from 'zod';\nexport const Limit = z.number();")).toHaveLength(1);
    expect(await findings('packages/contracts/src/fanhua/trade.rules.ts', "export { TradeView } from './trade.schema';")).toHaveLength(1);
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
