// The linter of `npm test` (npm run lint): typescript-eslint's recommended rules, the React hooks rules, and the
// import boundaries of docs/layout.md (no game imports another game, features stay apart, domain/ stays pure,
// zod stays out of the browser). It runs without type information, so it stays fast on a small machine; the type
// checker (npm run typecheck) does the rest.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { defineConfig } from 'eslint/config';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REPO_ROOT = dirname(fileURLToPath(import.meta.url));
const GAMES = ['pilotsh', 'polish120', 'fanhua'];
const SERVER_ONLY_PACKAGES = ['express', 'mongoose', 'mongodb'];

/** The folders directly inside `folder` (repository-relative), or none when it does not exist. */
function foldersIn(folder) {
  const absolute = join(REPO_ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute).filter((name) => statSync(join(absolute, name)).isDirectory());
}

/** The service and screen apps: svc-*, mf-* and the shell. Each imports another only through packages/*. */
const APPS = readdirSync(REPO_ROOT).filter((name) => /^(svc|mf)-/.test(name) || name === 'shell');
const REMOTES = APPS.filter((name) => name.startsWith('mf-'));
/** The shell's features sit directly in shell/src (its frame is App.tsx and bootstrap.tsx). */
const SHELL_FEATURES = ['landing', 'organizer', 'remotes', 'config'];
/** service-kit's generic folders (docs/layout.md): the organiser's domain (organizer/) and the runtime build on them. */
const SERVICE_KIT_GENERIC = ['http', 'auth', 'data', 'idempotency', 'limits', 'pure'];
const SERVICE_KIT = 'packages/service-kit/src';

/** The folders (and files) that belong to a game: its service, its remote and its contracts area. */
const gameFolders = (game) => [`svc-${game}`, `mf-${game}`, `packages/contracts/src/${game}`];

/**
 * The import boundaries of docs/layout.md, as import-x/no-restricted-paths zones (paths from the repository root,
 * checked on the file an import resolves to, so relative paths and `@citygames/…` package paths count alike).
 */
function layoutZones({ testsOfFeatures = false } = {}) {
  const zones = [];
  for (const game of GAMES) {
    zones.push({
      target: gameFolders(game),
      from: GAMES.filter((other) => other !== game).flatMap(gameFolders),
      message: `This belongs to ${game}: no game imports another game.`,
    });
  }
  for (const app of APPS) {
    const game = /^(?:svc|mf)-(.+)$/.exec(app)?.[1];
    // Another game's apps are the zone above.
    const others = APPS.filter((other) => other !== app && !(GAMES.includes(game) && GAMES.some((g) => g !== game && other.endsWith(`-${g}`))));
    if (others.length > 0) {
      zones.push({ target: app, from: others, message: 'A service or screen imports another app only through a shared package (packages/*).' });
    }
  }
  const screenFrames = (remote) => [`${remote}/src/app`, `${remote}/src/App.tsx`, `${remote}/src/bootstrap.tsx`];
  const screens = [
    ...REMOTES.map((remote) => ({
      root: `${remote}/src`,
      features: foldersIn(`${remote}/src/features`).map((feature) => `${remote}/src/features/${feature}`),
      frame: screenFrames(remote),
    })),
    { root: 'shell/src', features: SHELL_FEATURES.map((feature) => `shell/src/${feature}`), frame: ['shell/src/App.tsx', 'shell/src/bootstrap.tsx'] },
  ];
  for (const { root, features, frame } of screens) {
    for (const feature of features) {
      const others = features.filter((other) => other !== feature);
      if (others.length > 0) {
        zones.push({
          target: feature,
          from: others,
          message: 'Features stay apart: move what both need to shared/ (or to packages/contracts when a service needs it too).',
        });
      }
      // A feature's tests may render it inside the remote's own routes (App.tsx), as the login pages' tests do.
      if (!testsOfFeatures) {
        zones.push({ target: feature, from: frame, message: 'A feature may not import the frame (app/, App.tsx): only the frame puts features together.' });
      }
    }
    zones.push({
      target: `${root}/shared`,
      from: [...features, ...frame],
      message: 'shared/ is used by features and the frame, never the other way round.',
    });
  }
  zones.push(
    {
      target: 'svc-*/src/domain/**',
      from: `${SERVICE_KIT}/**`,
      // Exceptions of a glob zone are globs matched against the absolute path.
      except: [`${REPO_ROOT}/${SERVICE_KIT}/pure/**`],
      message: 'domain/ holds pure rules: of service-kit it may use pure/ only (no Express, no database).',
    },
    {
      target: `${SERVICE_KIT}/{${SERVICE_KIT_GENERIC.join(',')}}/**`,
      from: [`${SERVICE_KIT}/organizer/**`, `${SERVICE_KIT}/runtime/**`],
      message: "service-kit's generic parts never import the organiser's domain (organizer/) or the runtime (runtime/).",
    },
    {
      target: `${SERVICE_KIT}/organizer/**`,
      from: `${SERVICE_KIT}/runtime/**`,
      message: 'The runtime puts the organiser domain into a service, never the other way round.',
    },
    {
      target: `${SERVICE_KIT}/pure/**`,
      from: `${SERVICE_KIT}/**`,
      except: [`${REPO_ROOT}/${SERVICE_KIT}/pure/**`],
      message: 'pure/ loads neither Express nor the database: it imports nothing else of service-kit.',
    },
  );
  return zones;
}

const DOMAIN_RESTRICTIONS = {
  paths: [...SERVER_ONLY_PACKAGES.map((name) => ({ name, message: 'domain/ holds pure rules: it imports neither Express nor the database.' }))],
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

/**
 * Writes through the raw MongoDB driver. On jongodb (the embedded lane) a write that does not wait for its turn in
 * the process's write queue can be lost when a transaction commits next to it, and only writes through mongoose's
 * middleware or through service-kit's data/ (writeToCollection, buildIndexes) wait for it
 * (packages/service-kit/src/data/jongodb-write-queue.ts). So outside data/ a raw collection (`Model.collection`,
 * `connection.collection(name)`) may only be read, right where it is taken, and the driver's Db and client stay unused.
 */
const RAW_DRIVER_MESSAGE =
  'Raw driver write: on jongodb it skips the write queue and can be lost when a transaction commits. Write through the model, or writeToCollection / buildIndexes of service-kit data/jongodb-write-queue (a raw collection may only be read, where it is taken).';
const RAW_COLLECTION_READS = [
  'find',
  'findOne',
  'countDocuments',
  'estimatedDocumentCount',
  'distinct',
  'listIndexes',
  'indexes',
  'indexExists',
  'indexInformation',
  'listSearchIndexes',
  'watch',
  'collectionName',
  'name',
  'dbName',
  'namespace',
];
const RAW_READ = `MemberExpression[computed=false][property.name=/^(${RAW_COLLECTION_READS.join('|')})$/]`;
const RAW_DRIVER_WRITES = [
  // A raw collection passed on, kept, or written: `Model.collection.insertOne(…)`, `f(Team.collection)`.
  `MemberExpression[computed=false][property.name='collection']:not(${RAW_READ} > MemberExpression.object, CallExpression > MemberExpression.callee)`,
  // `connection.collection(name).deleteMany(…)`, `const states = () => connection.collection(name)`.
  `CallExpression[callee.type='MemberExpression'][callee.property.name='collection']:not(${RAW_READ} > CallExpression.object)`,
  // The driver's Db and client: `connection.db.collection(…)`, `getClient().db(…)`.
  "CallExpression[callee.property.name=/^(collection|command|admin|createCollection|dropCollection|dropDatabase|renameCollection)$/]:matches([callee.object.property.name='db'], [callee.object.expression.property.name='db'])",
  "CallExpression[callee.property.name='db'][callee.object.type='CallExpression'][callee.object.callee.property.name='getClient']",
  // Index builds and drops, which no middleware sees: buildIndexes takes the turn for them.
  'CallExpression[callee.property.name=/^(createIndex|createIndexes|ensureIndexes|syncIndexes|cleanIndexes|dropIndex|dropIndexes|createSearchIndex|createSearchIndexes|updateSearchIndex|dropSearchIndex|dropDatabase|dropCollection)$/]',
].map((selector) => ({ selector, message: RAW_DRIVER_MESSAGE }));
/** The server code that writes through the services' connection: every package and every service's src/ (service-kit's data/ is the queue itself). */
const SERVER_SOURCES = ['packages/**/*.{ts,tsx,mjs,js}', 'svc-*/src/**/*.{ts,mjs,js}'];
const WRITE_QUEUE_ITSELF = ['packages/service-kit/src/data/**'];

const BROWSER_CODE = ['mf-*/src/**', 'shell/src/**', 'packages/web-kit/src/**'];
const TESTS = ['**/*.test.{ts,tsx}'];

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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // `@citygames/x/y` resolves through the workspace's package exports to its TypeScript source, `./y.js` to `./y.ts`.
      'import-x/resolver-next': [createTypeScriptImportResolver({ conditionNames: ['source', 'types', 'import', 'default'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: REPO_ROOT, zones: layoutZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: REPO_ROOT, zones: layoutZones({ testsOfFeatures: true }) }] },
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
    // The services' tests too: a fixture written beside a transaction the service runs is lost just the same.
    files: [...SERVER_SOURCES, 'svc-*/test/**/*.{ts,mjs,js}'],
    ignores: WRITE_QUEUE_ITSELF,
    rules: { 'no-restricted-syntax': ['error', ...RAW_DRIVER_WRITES] },
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
    // A hook is read at once: one over 80 lines holds more than one concern (split it, writes go to a mutation hook).
    files: ['mf-*/src/**/hooks/**/*.{ts,tsx}', 'mf-*/src/**/use-*.{ts,tsx}', 'shell/src/**/use-*.{ts,tsx}', 'packages/web-kit/src/**/use-*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The start, the e2e runner and the other commands read as a list of named steps, each short enough to read at once.
    files: ['scripts/**/*.mjs'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Browser journeys and page scripts run inside the page too.
    files: ['e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
