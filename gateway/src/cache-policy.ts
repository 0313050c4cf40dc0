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
