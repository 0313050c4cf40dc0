import { GAME_IDS, type GameId } from './route-manifest.js';

/**
 * `Link: rel=preload` for the site's page (index.html). The page's early script asks for /app-config.json, then
 * for the game's manifest, then for the screen's files: three round trips one after another before the game's
 * code starts to arrive. Sent with the page, the files whose names never change start with the page instead,
 * so the early script finds them already under way. Hashed file names are left to the early script: a remote
 * is deployed on its own, and the gateway never guesses what it built.
 * `crossorigin` because the early script reads them with fetch(), whose requests are CORS-mode.
 */
export const APP_CONFIG_PRELOAD = '</app-config.json>; rel=preload; as=fetch; crossorigin';

export function gamePreloads(game: GameId): string {
  return [
    APP_CONFIG_PRELOAD,
    `</remotes/${game}/mf-manifest.json>; rel=preload; as=fetch; crossorigin`,
    `</remotes/${game}/remoteEntry.js>; rel=preload; as=script`,
  ].join(', ');
}

/** The game a page path belongs to (`/pilotsh`, `/pilotsh/tasks?x=1`), or null for the landing page and the console. */
export function gameOfPagePath(requestPath: string): GameId | null {
  const first = /^\/([^/?#]+)/.exec(requestPath)?.[1];
  return GAME_IDS.find((game) => game === first) ?? null;
}

/** The Link header of the page served for a request path; only games that are on get their files preloaded. */
export function pagePreloadLinks(requestPath: string, enabledGames: ReadonlySet<GameId>): string {
  const game = gameOfPagePath(requestPath);
  return game && enabledGames.has(game) ? gamePreloads(game) : APP_CONFIG_PRELOAD;
}
