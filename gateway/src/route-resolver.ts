import { API_PREFIX, API_ROUTES, STATIC_MOUNTS, type ApiRoute, type GameId, type StaticMount } from './route-manifest.js';

export type RouteDecision =
  | { type: 'api'; route: ApiRoute }
  /** The route belongs to a game that is turned off. */
  | { type: 'game-off'; game: GameId }
  | { type: 'api-not-found' }
  | { type: 'static'; mount: StaticMount; relativePath: string };

function matches(route: ApiRoute, pathname: string): boolean {
  return route.match === 'exact' ? pathname === route.path : pathname.startsWith(route.path);
}

/**
 * Which route answers a path, with nginx's precedence: exact API paths, then API prefixes,
 * then the JSON 404 for the rest of /api/, then the static mounts (most specific first).
 */
export function resolveRoute(pathname: string, enabledGames: ReadonlySet<GameId>): RouteDecision {
  if (pathname.startsWith(API_PREFIX)) {
    const route =
      API_ROUTES.find((candidate) => candidate.match === 'exact' && matches(candidate, pathname)) ??
      API_ROUTES.filter((candidate) => candidate.match === 'prefix' && matches(candidate, pathname)).sort((a, b) => b.path.length - a.path.length)[0];
    if (!route) return { type: 'api-not-found' };
    if (route.game && !enabledGames.has(route.game)) return { type: 'game-off', game: route.game };
    return { type: 'api', route };
  }
  for (const mount of STATIC_MOUNTS) {
    if (mount.urlPath.endsWith('/') ? pathname.startsWith(mount.urlPath) : pathname === mount.urlPath) {
      return { type: 'static', mount, relativePath: mount.urlPath.endsWith('/') ? pathname.slice(mount.urlPath.length) : '' };
    }
  }
  throw new Error(`no static mount for ${pathname}`);
}
