// The linter of `npm test` (npm run lint): typescript-eslint's recommended rules, the React hooks rules, and the
// import boundaries of docs/layout.md (no game imports another game, features stay apart, domain/ stays pure,
// zod stays out of the browser). It runs without type information, so it stays fast on a small machine; the type
// checker (npm run typecheck) does the rest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REPO_ROOT = dirname(fileURLToPath(import.meta.url));
const GAMES = ['pilotsh', 'polish120', 'fanhua'];
const SERVER_ONLY_PACKAGES = ['express', 'mongoose', 'mongodb'];

/** @param {string} file an absolute path */
function repoRelative(file) {
  return relative(REPO_ROOT, file).split(sep).join('/');
}

/** Every workspace's package name and folder, so `@citygames/x/...` resolves like a relative path. */
function workspaceFolders() {
  /** @type {Map<string, string>} */
  const folders = new Map();
  const candidates = [
    ...readdirSync(join(REPO_ROOT, 'packages')).map((name) => `packages/${name}`),
    ...readdirSync(REPO_ROOT).filter((name) => /^(svc-|mf-)/.test(name) || ['shell', 'gateway', 'e2e', 'bench'].includes(name)),
  ];
  for (const folder of candidates) {
    const manifest = join(REPO_ROOT, folder, 'package.json');
    if (existsSync(manifest)) folders.set(JSON.parse(readFileSync(manifest, 'utf8')).name, folder);
  }
  return folders;
}
const WORKSPACES = workspaceFolders();

/**
 * The repository path an import points at (no extension), or null for an outside package.
 * @param {string} importer repository path of the importing file
 * @param {string} specifier
 */
function importTarget(importer, specifier) {
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(importer), specifier));
  const match = /^(@citygames\/[^/]+)(\/.*)?$/.exec(specifier);
  const folder = match && WORKSPACES.get(match[1]);
  if (!folder) return null;
  // Package exports map `./x` to `./src/x.ts` for every library workspace.
  return match[2] ? `${folder}/src${match[2]}` : folder;
}

/** `svc-fanhua` → fanhua for the three games; null for svc-auth, the shell and the shared packages. */
function gameOf(path) {
  const top = path.split('/')[0] ?? '';
  const game = /^(?:svc|mf)-(.+)$/.exec(top)?.[1];
  if (game && GAMES.includes(game)) return game;
  const contractsArea = /^packages\/contracts\/src\/([^/]+)\//.exec(path)?.[1];
  return contractsArea && GAMES.includes(contractsArea) ? contractsArea : null;
}

/** The app folder a path belongs to (svc-x, mf-x, shell), or null. */
function appOf(path) {
  const top = path.split('/')[0] ?? '';
  return /^(svc-|mf-)/.test(top) || top === 'shell' ? top : null;
}

const SHELL_FEATURES = ['landing', 'organizer', 'remotes', 'config'];

/**
 * Where a browser path sits in its remote's floor plan: `{ app, feature }` inside `features/<feature>/` (or one of
 * the shell's feature folders), `{ app, shared: true }` inside `shared/`, or null elsewhere.
 * @param {string} path
 */
function screenPlace(path) {
  const match = /^(mf-[^/]+|shell)\/src\/(.+)$/.exec(path);
  if (!match) return null;
  const [, app, rest] = match;
  const parts = rest.split('/');
  if (parts[0] === 'features' && parts.length > 2) return { app, feature: parts[1] };
  if (parts[0] === 'shared') return { app, shared: true };
  if (app === 'shell' && parts.length > 1 && SHELL_FEATURES.includes(parts[0])) return { app, feature: parts[0] };
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'The import boundaries of docs/layout.md between games, apps and features.' },
    schema: [],
    messages: {
      otherGame: "{{importer}} belongs to {{game}} and may not import {{target}}, which belongs to {{otherGame}}: no game imports another game.",
      otherApp: '{{importer}} may not import {{target}}: a service or screen imports another app only through a shared package (packages/*).',
      otherFeature:
        "The feature '{{feature}}' may not import the feature '{{otherFeature}}' ({{target}}): move what both need to shared/ (or to packages/contracts when a service needs it too).",
      sharedImportsFeature: "shared/ may not import the feature '{{otherFeature}}' ({{target}}): shared code is used by features, never the other way round.",
    },
  },
  create(context) {
    const importer = repoRelative(context.filename);
    const importerGame = gameOf(importer);
    const importerApp = appOf(importer);
    const importerPlace = screenPlace(importer);

    /** @param {import('eslint').Rule.Node} node an import, an export from, or an import() */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importTarget(importer, source.value);
      if (!target) return;
      const targetGame = gameOf(target);
      if (importerGame && targetGame && targetGame !== importerGame) {
        context.report({ node: source, messageId: 'otherGame', data: { importer, game: importerGame, target, otherGame: targetGame } });
        return;
      }
      const targetApp = appOf(target);
      if (importerApp && targetApp && targetApp !== importerApp) {
        context.report({ node: source, messageId: 'otherApp', data: { importer, target } });
        return;
      }
      const targetPlace = screenPlace(target);
      if (!importerPlace || !targetPlace?.feature || targetPlace.app !== importerPlace.app) return;
      if (importerPlace.shared) {
        context.report({ node: source, messageId: 'sharedImportsFeature', data: { otherFeature: targetPlace.feature, target } });
      } else if (importerPlace.feature !== targetPlace.feature) {
        context.report({ node: source, messageId: 'otherFeature', data: { feature: importerPlace.feature, otherFeature: targetPlace.feature, target } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * The modules of a shared server package that load Express or the MongoDB driver when imported, directly or through
 * another module of the same packages (type-only imports load nothing and do not count). Read from the sources at
 * lint time, so the list follows the packages as they change.
 */
function serverBoundModules() {
  const packages = ['packages/service-kit', 'packages/task-engine'];
  /** @type {Map<string, string[]>} module path (repository-relative, no extension) → value imports */
  const imports = new Map();
  const walk = (folder) => {
    if (!existsSync(join(REPO_ROOT, folder))) return;
    for (const entry of readdirSync(join(REPO_ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const text = readFileSync(join(REPO_ROOT, path), 'utf8');
        const specifiers = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);
        imports.set(path.replace(/\.ts$/, ''), specifiers);
      }
    }
  };
  for (const folder of packages) walk(`${folder}/src`);

  /** @type {Set<string>} */
  const bound = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [module, specifiers] of imports) {
      if (bound.has(module)) continue;
      const loadsServer = specifiers.some((specifier) => {
        if (SERVER_ONLY_PACKAGES.includes(specifier)) return true;
        const target = importTarget(module, specifier)?.replace(/\.js$/, '');
        return target !== undefined && bound.has(target);
      });
      if (loadsServer) {
        bound.add(module);
        grew = true;
      }
    }
  }
  const specifierOf = (module) => module.replace(/^packages\/([^/]+)\/src\//, '@citygames/$1/');
  return [...bound].map(specifierOf).sort();
}

const DOMAIN_RESTRICTIONS = {
  paths: [
    ...SERVER_ONLY_PACKAGES.map((name) => ({ name, message: 'domain/ holds pure rules: it imports neither Express nor the database.' })),
    ...serverBoundModules().map((name) => ({ name, message: 'This module loads Express or the database; domain/ holds pure rules and may not import it.' })),
  ],
  patterns: [
    {
      regex: '\\.(model|repository|routes)(\\.js)?$',
      message: 'domain/ holds pure rules: the repository or routes call the domain, never the other way round.',
    },
  ],
};

const BROWSER_RESTRICTIONS = {
  paths: [{ name: 'zod', allowTypeImports: true, message: 'zod stays out of the browser bundles: import shapes with `import type`.' }],
  patterns: [
    {
      regex: '^@citygames/contracts/.*\\.schema(\\.js)?$',
      allowTypeImports: true,
      message:
        'Schema modules load zod: the browser imports them only with `import type`. Constants and functions it needs at run time come from the `.rules` module beside it.',
    },
  ],
};

const RULES_MODULE_RESTRICTIONS = {
  paths: [{ name: 'zod', message: 'A .rules module is loaded by the browser at run time and must not import zod.' }],
  patterns: [{ regex: '\\.schema(\\.js)?$', message: 'A .rules module must not import a schema module: that would bring zod into the browser.' }],
};

const BROWSER_CODE = ['mf-*/src/**', 'shell/src/**', 'packages/web-kit/src/**'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.run/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
      'bench/results/**',
      'deploy/tls/**',
      'deploy/acme-webroot/**',
      'backups/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { citygames: { rules: { 'layout-boundaries': boundariesRule } } },
    rules: {
      'citygames/layout-boundaries': 'error',
      eqeqeq: ['error', 'smart'],
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: BROWSER_CODE,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-restricted-imports': ['error', BROWSER_RESTRICTIONS] },
  },
  {
    // The React code of the screens. Tests and their helpers are left out: there `use…` names a vitest set-up
    // (useAuthTestBed), as it names fixtures on the server side (useTestDatabase) and in Playwright (`use`).
    files: BROWSER_CODE,
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-support/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['svc-*/src/domain/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', DOMAIN_RESTRICTIONS] },
  },
  {
    files: ['packages/contracts/src/**/*.rules.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', RULES_MODULE_RESTRICTIONS] },
  },
  {
    // Browser journeys and page scripts run inside the page too.
    files: ['e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
