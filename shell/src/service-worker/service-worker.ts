// The shell's service worker, bundled by scripts/build-service-worker.mjs after the rspack builds;
// Workbox's injectManifest then writes the precache list (shell + every game's remote) into it.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { authorizationDigest, keptReadKey, markedAsKeptCopy } from '@citygames/web-kit/offline/kept-copy';
import {
  APP_CONFIG_PATH,
  CACHE_NAMES,
  isKeptGameRead,
  KEPT_READ_NETWORK_TIMEOUT_SECONDS,
  NOT_A_PAGE,
  SKIP_WAITING,
  WORKER_NETWORK_LIMIT_SECONDS,
} from './offline-routes';

interface InstallEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
}
declare const self: WorkerScope;

// One deployment's files, each with its revision: a new build is a new worker, installed beside the
// running one and activated when the player taps the update prompt; old precaches are then deleted.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// the first install controls the open page at once, so it works offline without a second visit
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_A_PAGE }));

const perPlayer: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const token = request.headers.get('Authorization');
    return keptReadKey(request.url, token ? await authorizationDigest(token) : null);
  },
};

// NetworkFirst reads its cache only when the network failed: the page learns that the server was not reached
const markKeptCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) => Promise.resolve(cachedResponse ? markedAsKeptCopy(cachedResponse) : cachedResponse),
};

// the network request behind a kept read gives up instead of hanging in a dead zone (WORKER_NETWORK_LIMIT_SECONDS)
const networkLimit: WorkboxPlugin = {
  requestWillFetch: ({ request }) => Promise.resolve(new Request(request, { signal: AbortSignal.timeout(WORKER_NETWORK_LIMIT_SECONDS * 1000) })),
};

registerRoute(
  ({ url, request }) => isKeptGameRead(url, request.method, request.headers.get('Accept')),
  new NetworkFirst({
    cacheName: CACHE_NAMES.gameReads,
    networkTimeoutSeconds: KEPT_READ_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      networkLimit,
      perPlayer,
      markKeptCopy,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// The configuration changes only with a deployment, and every screen waits for it: the kept copy answers at once (no
// round trip before the first paint of a repeat visit, nothing to wait for in a dead zone) while the network refreshes it
// for the next opening. The first visit, before this worker controls the page, reads it from the network.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname === APP_CONFIG_PATH,
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.appConfig,
    plugins: [networkLimit, new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The page read its configuration before this worker could see it: keep a copy now, so the very first visit is
// enough to open the site without signal (a failure here only means the next visit keeps it).
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAMES.appConfig)
      .then((cache) => cache.add(APP_CONFIG_PATH))
      .catch(() => undefined),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
});
