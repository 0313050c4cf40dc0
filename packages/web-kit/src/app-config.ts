import { useEffect, useState } from 'react';
import { APP_CONFIG_URL, takeAppConfigResponse } from './app-config-request';
import type { GameId } from './token-store';

/** `/app-config.json`: what the organiser configures without rebuilding anything. */
export interface GameEntry {
  id: GameId;
  title: string;
  subtitle: string;
  description: string;
  enterPath: string;
  manifest: string;
  /** A badge on the landing page, e.g. '已结束'. */
  label?: string;
  /** false: the organiser has switched the game off (shown as not open); true: the run says it is on, so a
   * game that does not answer is only temporarily unavailable (a part being restarted). Default: not said. */
  open?: boolean;
}

export interface AppConfig {
  filing: { text: string; url: string } | null;
  games: GameEntry[];
  map?: { tileUrl: string };
}

export { APP_CONFIG_URL };
const GAME_IDS: readonly GameId[] = ['pilotsh', 'polish120', 'fanhua'];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Checks the configuration file; entries that are not usable are dropped, not guessed. */
export function normalizeAppConfig(raw: unknown): AppConfig {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const filingSource = (source.filing ?? null) as Record<string, unknown> | null;
  const filingText = filingSource ? text(filingSource.text) : undefined;
  const games: GameEntry[] = [];
  for (const entry of Array.isArray(source.games) ? source.games : []) {
    const game = (entry ?? {}) as Record<string, unknown>;
    const id = text(game.id) as GameId | undefined;
    const title = text(game.title);
    const manifest = text(game.manifest);
    if (!id || !GAME_IDS.includes(id) || !title || !manifest || games.some((g) => g.id === id)) continue;
    const label = text(game.label);
    games.push({
      id,
      title,
      subtitle: text(game.subtitle) ?? '',
      description: text(game.description) ?? '',
      enterPath: text(game.enterPath) ?? `/${id}/login`,
      manifest,
      ...(label ? { label } : {}),
      ...(typeof game.open === 'boolean' ? { open: game.open } : {}),
    });
  }
  const mapSource = (source.map ?? null) as Record<string, unknown> | null;
  const tileUrl = mapSource ? text(mapSource.tileUrl) : undefined;
  return {
    filing: filingText ? { text: filingText, url: text(filingSource?.url) ?? '' } : null,
    games,
    ...(tileUrl ? { map: { tileUrl } } : {}),
  };
}

const CACHE_KEY = '__citygamesAppConfig';
type GlobalWithConfig = typeof globalThis & { [CACHE_KEY]?: Promise<AppConfig> };

/**
 * Loads the configuration once per page. The shell and the remotes share the one request
 * through `globalThis` (each bundles its own copy of this module).
 */
export function loadAppConfig(timeoutMs = 5000): Promise<AppConfig> {
  const holder = globalThis as GlobalWithConfig;
  holder[CACHE_KEY] ??= Promise.resolve()
    .then(() => takeAppConfigResponse(timeoutMs))
    .then((response) => {
      if (!response.ok) throw new Error(`${APP_CONFIG_URL}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(normalizeAppConfig)
    .catch((error: unknown) => {
      delete holder[CACHE_KEY]; // a later screen may try again
      throw error;
    });
  return holder[CACHE_KEY];
}

/** For tests and for a host that already holds the configuration. */
export function provideAppConfig(config: AppConfig): void {
  (globalThis as GlobalWithConfig)[CACHE_KEY] = Promise.resolve(config);
}

/** The runtime configuration, or null while loading or when it cannot be read. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let alive = true;
    loadAppConfig()
      .then((loaded) => alive && setConfig(loaded))
      .catch((error: unknown) => console.warn('[citygames] 无法读取运行配置', error));
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
