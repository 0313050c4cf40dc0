// Where every part of the monorepo lives, for the build, typecheck and run scripts.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const GAMES = /** @type {const} */ (['pilotsh', 'polish120', 'fanhua']);

/** Node projects built with `tsc -b` (in dependency order; tsc -b orders them anyway). */
export const NODE_PROJECTS = [
  'packages/contracts',
  'packages/service-kit',
  'packages/task-engine',
  'gateway',
  'svc-auth',
  'svc-pilotsh',
  'svc-polish120',
  'svc-fanhua',
];

/** Browser projects: type-checked with `tsc -p --noEmit`, bundled by rspack. */
export const WEB_PROJECTS = ['packages/web-kit', 'shell', ...GAMES.map((game) => `mf-${game}`)];

/** Projects that are only type-checked (`tsc -p --noEmit`): the browser journeys and the deployment scripts. */
export const CHECK_ONLY_PROJECTS = ['e2e', 'deploy'];

/** The rspack builds and the file whose age says when each was last built. */
export const RSPACK_BUILDS = [
  { name: 'shell', dir: 'shell', marker: 'dist/index.html' },
  ...GAMES.map((game) => ({ name: `mf-${game}`, dir: `mf-${game}`, marker: 'dist/mf-manifest.json' })),
];

/** Folders every rspack build also depends on (shared configuration and components). */
export const SHARED_WEB_INPUTS = ['packages/web-kit/src', 'packages/build-kit/src', 'tsconfig.base.json', 'tsconfig.web.json'];

/**
 * @typedef {'svc-auth' | 'svc-pilotsh' | 'svc-polish120' | 'svc-fanhua'} ServiceName
 * @typedef {{ name: ServiceName, game: string | null, database: string, portOffset: number }} ServiceSpec
 */

/** @type {ServiceSpec[]} */
export const SERVICES = [
  { name: 'svc-auth', game: null, database: 'citygames_auth', portOffset: 20 },
  ...GAMES.map((game) => ({ name: /** @type {ServiceName} */ (`svc-${game}`), game, database: `citygames_${game}`, portOffset: 21 + GAMES.indexOf(game) })),
];

/**
 * A tool installed at the root (`node_modules/.bin/<name>`), run with this Node.
 * @param {'tsc' | 'rspack' | 'playwright' | 'vitest'} name
 */
export function binPath(name) {
  const link = join(REPO_ROOT, 'node_modules', '.bin', name);
  if (!existsSync(link)) throw new Error(`找不到 ${name}：请先在仓库根目录运行 npm ci`);
  return realpathSync(link);
}

/** @param {string} relative */
export function repoPath(relative) {
  return join(REPO_ROOT, relative);
}

/** @param {string} dir */
export function hasTsconfig(dir) {
  return existsSync(join(REPO_ROOT, dir, 'tsconfig.json'));
}
