import { HASHED_ASSET_PATTERN, type CachePolicy } from './route-manifest.js';

export const CACHE_CONTROL_HEADER: Record<CachePolicy, string> = {
  immutable: 'public, max-age=31536000, immutable',
  'no-cache': 'no-cache',
  'no-store': 'no-store',
};

/** Cache policy of a static URL path: hashed assets for a year, the runtime config never, the rest revalidated. */
export function cachePolicyFor(urlPath: string): CachePolicy {
  if (urlPath === '/app-config.json') return 'no-store';
  if (HASHED_ASSET_PATTERN.test(urlPath)) return 'immutable';
  return 'no-cache';
}

/**
 * The one Cache-Control an API answer may keep from its service: a per-browser copy that must be
 * revalidated every time (ETag / 304, e.g. fanhua's map). Anything else, or nothing, becomes
 * no-store, so an answer never lingers in a shared cache.
 */
export const API_REVALIDATE_CACHE_CONTROL = 'private, no-cache';

export function apiCacheControl(fromService: string | string[] | undefined): string {
  return fromService === API_REVALIDATE_CACHE_CONTROL ? API_REVALIDATE_CACHE_CONTROL : CACHE_CONTROL_HEADER['no-store'];
}

/** A stored picture is named by the hash of its bytes: the one API answer kept for a year, by any cache. */
export function mediaCacheControl(fromService: string | string[] | undefined): string {
  return fromService === CACHE_CONTROL_HEADER.immutable ? CACHE_CONTROL_HEADER.immutable : CACHE_CONTROL_HEADER['no-store'];
}
