// Reading the local run's configuration from the environment (README: configuration variables).
import { pathToFileURL } from 'node:url';
import { parseHttpsFlag } from './lan-https.mjs';
import { resolveDataDir } from './run-state.mjs';
import { GAMES, repoPath } from './workspace.mjs';

/**
 * GAMES="pilotsh,fanhua" → those games in manifest order; unset or empty → all; a typo is an error.
 * @param {string | undefined} value
 */
export function parseGames(value) {
  if (value === undefined || value.trim() === '' || value.trim() === 'all') return [...GAMES];
  const names = value.split(/[\s,]+/).filter(Boolean);
  /** @type {readonly string[]} */
  const gameIds = GAMES;
  const unknown = names.filter((name) => !gameIds.includes(name));
  if (unknown.length > 0) throw new Error(`GAMES 中有未知的游戏：${unknown.join(', ')}（可选：${GAMES.join(', ')}）`);
  return GAMES.filter((game) => names.includes(game));
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
export function parsePortBase(value, fallback = 8080) {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  // The highest service port is PORT_BASE + 23, and the e2e control endpoint PORT_BASE + 30.
  if (!Number.isInteger(port) || port < 1024 || port > 65_500) {
    throw new Error(`PORT_BASE 必须是 1024 到 65500 之间的整数（收到 ${value}）`);
  }
  return port;
}

/** @param {string | undefined} value @returns {'auto' | 'nginx' | 'node'} */
export function parseGatewayChoice(value) {
  const choice = (value ?? 'auto').trim() || 'auto';
  if (choice !== 'auto' && choice !== 'nginx' && choice !== 'node') {
    throw new Error(`GATEWAY 只能是 auto、nginx 或 node（收到 ${value}）`);
  }
  return choice;
}

/** @param {string | undefined} value @returns {import('./log-format.mjs').AccessLogMode} */
export function parseAccessLogMode(value) {
  const mode = (value ?? 'api').trim() || 'api';
  if (mode !== 'all' && mode !== 'api' && mode !== 'errors') throw new Error(`ACCESS_LOG 只能是 all、api 或 errors（收到 ${value}）`);
  return mode;
}

/**
 * Platform options from the environment.
 * @param {NodeJS.ProcessEnv} env
 */
export function platformOptionsFromEnv(env) {
  return {
    portBase: parsePortBase(env.PORT_BASE),
    dataDir: resolveDataDir(env.DATA_DIR),
    games: parseGames(env.GAMES),
    gateway: parseGatewayChoice(env.GATEWAY),
    mongoUri: env.MONGODB_URI || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    accessLog: parseAccessLogMode(env.ACCESS_LOG),
    appConfigFile: env.APP_CONFIG || undefined,
    https: parseHttpsFlag(env.HTTPS),
  };
}

/** The demo accounts svc-auth seeds in every game (packages/service-kit/src/auth/demo-accounts.ts). */
export async function demoAccounts() {
  const module = await import(pathToFileURL(repoPath('packages/service-kit/dist/auth/demo-accounts.js')).href);
  return /** @type {{ phone: string, name: string, password: string, role: string }[]} */ (module.DEMO_ACCOUNTS);
}

/** The platform-level demo organiser that `npm start` seeds (svc-auth), for the banner. */
export async function demoOrganizer() {
  const module = await import(pathToFileURL(repoPath('packages/service-kit/dist/auth/demo-accounts.js')).href);
  return /** @type {{ phone: string, name: string, password: string }} */ (module.DEMO_ORGANIZER);
}
