import { KEPT_READS_CACHE } from '@citygames/web-kit/offline/kept-copy';
/**
 * Which requests the service worker answers from its caches when the network fails. Pure rules,
 * tested beside; the worker (service-worker.ts) wires them to Workbox.
 */

/** The games whose GET API keeps its last answer for offline play. */
const GAME_API = /^\/api\/(pilotsh|polish120|fanhua)\//;

/**
 * GETs never kept: sign-in and accounts (svc-auth), a game's health (the landing page must see a
 * closed game), the radio's live stream (server-sent events never end), organiser and internal paths.
 */
const NEVER_KEPT = [/^\/api\/[^/]+\/(login|register|players)(\/|$)/, /^\/api\/[^/]+\/health$/, /\/stream$/];

/** A game's GET whose last answer is kept (network first, the kept copy only when the network fails). */
export function isKeptGameRead(url: URL, method: string, accept: string | null): boolean {
  if (method !== 'GET') return false;
  if (accept?.includes('text/event-stream')) return false;
  if (!GAME_API.test(url.pathname)) return false;
  return !NEVER_KEPT.some((pattern) => pattern.test(url.pathname));
}

/**
 * How long a kept game read waits for the network before the kept copy answers (the network's answer still
 * refreshes the copy). In a dead zone nothing comes back at all: without this the screen would stay empty until
 * the page's own time-out and never show what it knows.
 */
export const KEPT_READ_NETWORK_TIMEOUT_SECONDS = 5;

/**
 * How long the worker's own network request behind a kept read (or the configuration) may stay unanswered before
 * it is cancelled. In a dead zone it never ends on its own: it keeps the worker's event open and holds one of the
 * browser's six connections to the site, and Firefox, reopened there, then gave the next screen's reads no kept copy.
 */
export const WORKER_NETWORK_LIMIT_SECONDS = 10;

/** Page navigations answered with the precached shell page; files and APIs are not pages. */
export const NOT_A_PAGE = [/^\/api\//, /^\/remotes\//, /^\/internal\//, /\.[a-z0-9]+$/i];

/** The runtime configuration is not part of a build, so it is kept like a game read. */
export const APP_CONFIG_PATH = '/app-config.json';

/** Caches of this worker; the precache is Workbox's own, versioned by each build's file revisions. */
export const CACHE_NAMES = { gameReads: KEPT_READS_CACHE, appConfig: 'citygames-app-config' } as const;

/** The message the page sends to let a waiting worker take over (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';
