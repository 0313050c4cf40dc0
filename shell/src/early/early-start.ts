// The page's first script: a small file of its own that runs about one round trip after the HTML, while the
// shell's bundle (React included) is still downloading. It asks for /app-config.json and, on a game's page, for
// that game's manifest, the files of the screen the path names and the screen's first data, so all of it
// arrives together instead of one layer after another. Everything here is a head start: the bundle asks for
// whatever is missing, and each early request is used at most once (see web-kit's early-requests.ts).
// Compiled on its own, never bundled (build-kit's early-script-plugin.ts): type imports only.
import type { ManifestPreloads } from '@citygames/contracts/common/screen-preloads';
import type { EarlyRequests } from '@citygames/web-kit/early-requests';

interface ConfiguredGame {
  id?: unknown;
  manifest?: unknown;
  open?: unknown;
}

(() => {
  const page = globalThis as typeof globalThis & EarlyRequests;
  const configRequest = (page.__citygamesAppConfigRequest ??= fetch('/app-config.json', { cache: 'no-store', signal: AbortSignal.timeout(5000) }));
  const [, gameId, rest = ''] = /^\/([a-z0-9]+)(?:\/(.*))?$/.exec(location.pathname) ?? [];
  if (!gameId) return;
  const screenPath = rest.replace(/\/+$/, '');
  // The screen's data paths as the manifest listed them on the last visit: on a repeat visit the GETs start now, not
  // after the configuration, the manifest and the bundle's first long task have passed (the worker answers those at once,
  // but their callbacks wait for the main thread).
  const rememberedDataKey = `citygames:early-data:${gameId}/${screenPath}`;

  /**
   * The screen's first GETs, with the game's token: only to the game's own API, and only for a logged-in player.
   * Not in the console's preview frame (web-kit preview-mode: a frame named citygames-preview…), whose
   * calls go to the preview instance with the preview token.
   */
  // each path once per page, even after the screen took its answer (early-requests.ts hands each out once)
  const startedData = new Set<string>();
  const startData = (paths: readonly unknown[]) => {
    if (window.name.startsWith('citygames-preview') && window.top !== window) return;
    let token: string | null = null;
    try {
      token = localStorage.getItem(`${gameId}.token`);
    } catch {
      return; // storage blocked: the screen asks (and fails) as usual
    }
    if (!token) return;
    const requests = (page.__citygamesEarlyData ??= {});
    for (const path of paths) {
      if (typeof path !== 'string' || !path.startsWith(`/api/${gameId}/`) || startedData.has(path)) continue;
      startedData.add(path);
      const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
      response.catch(() => undefined); // a failure is the screen's to report, when it asks
      requests[path] = { token, startedAt: Date.now(), response };
    }
  };

  const rememberedData = (): unknown[] => {
    try {
      const remembered: unknown = JSON.parse(localStorage.getItem(rememberedDataKey) ?? '[]');
      return Array.isArray(remembered) ? remembered : [];
    } catch {
      return [];
    }
  };
  const rememberData = (paths: readonly string[]) => {
    try {
      if (paths.length > 0) localStorage.setItem(rememberedDataKey, JSON.stringify(paths));
      else localStorage.removeItem(rememberedDataKey);
    } catch {
      // storage full or blocked: the next visit starts its data after the manifest, as the first did
    }
  };
  startData(rememberedData());

  const preload = (base: URL, files: readonly string[], as: 'script' | 'style') => {
    for (const file of new Set(files)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = new URL(file, base).href;
      document.head.append(link);
    }
  };

  configRequest
    // a copy: the shell reads the answer itself
    .then((response) => (response.ok ? (response.clone().json() as Promise<{ games?: ConfiguredGame[] }>) : undefined))
    .then(async (config) => {
      const game = config?.games?.find((entry) => entry.id === gameId);
      if (config && (!game || game.open === false)) rememberData([]); // not a game of this site, or switched off: ask it nothing next time
      if (!game || typeof game.manifest !== 'string' || game.open === false) return;
      const manifestUrl = new URL(game.manifest, location.href);
      const manifest = fetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(8000) });
      const preloaded = manifest
        // a copy: the shell's runtime reads the answer itself
        .then((response) => (response.ok ? (response.clone().json() as Promise<ManifestPreloads>) : undefined))
        .then((answer) => {
          const preloads = answer?.citygamesPreloads;
          const screen = preloads?.screens[screenPath];
          startData(screen?.data ?? []);
          if (!preloads) return;
          rememberData(screen?.data ?? []);
          preload(manifestUrl, [...preloads.entry.js, ...(screen?.js ?? [])], 'script');
          preload(manifestUrl, [...preloads.entry.css, ...(screen?.css ?? [])], 'style');
        })
        .catch(() => undefined);
      // The shell's runtime gets the manifest once the preloads are under way, so it never asks for
      // remoteEntry.js a moment before the preload would have (the file would come twice).
      const handedOver = manifest.then(async (response) => {
        await preloaded;
        return response;
      });
      handedOver.catch(() => undefined); // the shell's runtime reports it when it takes this request
      (page.__citygamesEarlyManifests ??= {})[manifestUrl.href] = handedOver;
    })
    .catch(() => undefined);
})();
