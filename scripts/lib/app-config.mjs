// The runtime /app-config.json of a local run: the shell's configuration (or the organiser's own file,
// APP_CONFIG) with each game marked open or not, so the landing page shows the games left out of GAMES as not open.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REPO_ROOT } from './workspace.mjs';

/** @param {string | undefined} organiserFile */
export function baseAppConfigFile(organiserFile) {
  if (organiserFile) return resolve(REPO_ROOT, organiserFile);
  const built = join(REPO_ROOT, 'shell', 'dist', 'app-config.json');
  return existsSync(built) ? built : join(REPO_ROOT, 'shell', 'public', 'app-config.json');
}

/**
 * @param {unknown} config the shell's app-config.json
 * @param {readonly string[]} openGames
 */
export function markOpenGames(config, openGames) {
  const source = /** @type {Record<string, unknown>} */ (typeof config === 'object' && config !== null ? config : {});
  const games = Array.isArray(source.games) ? source.games : [];
  return {
    ...source,
    games: games.map((entry) => {
      const game = /** @type {Record<string, unknown>} */ (entry);
      return { ...game, open: openGames.includes(String(game.id)) };
    }),
  };
}

/**
 * Writes `${dataDir}/app-config.json` and returns its path.
 * @param {{ dataDir: string, openGames: readonly string[], organiserFile?: string }} options
 */
export function writeRuntimeAppConfig({ dataDir, openGames, organiserFile }) {
  const base = baseAppConfigFile(organiserFile);
  if (!existsSync(base)) throw new Error(`找不到前端配置文件 ${base}`);
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(base, 'utf8'));
  } catch (error) {
    throw new Error(`前端配置文件 ${base} 不是合法的 JSON：${error instanceof Error ? error.message : String(error)}`);
  }
  const target = join(dataDir, 'app-config.json');
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(markOpenGames(parsed, openGames), null, 2)}\n`);
  return target;
}
