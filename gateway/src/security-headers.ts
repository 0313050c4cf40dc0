/**
 * Browser security headers of every page and asset the gateway serves (nginx and the Node proxy alike).
 * The Content-Security-Policy is the one the whole site runs under: no inline script or style element,
 * scripts, styles and connections from the site itself, images also from the organiser's map-tile host.
 */

export interface SecurityHeaderOptions {
  /** CSP source of the map-tile host, e.g. `https://*.is.autonavi.com` (see `tileSourceFromUrl`). */
  mapTileSource?: string | null;
  /** Send Strict-Transport-Security (only over HTTPS: browsers ignore it on plain HTTP anyway). */
  hsts?: boolean;
}

/** One year, subdomains not included: an organiser's other sites on the domain may still be plain HTTP. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * `https://webrd0{s}.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}` → `https://*.is.autonavi.com`:
 * the scheme and host of a Leaflet tile template, a templated label widened to a wildcard.
 * Empty or unusable → null (no tile host: the map draws its areas without a base map).
 */
export function tileSourceFromUrl(tileUrl: string | undefined | null): string | null {
  const match = /^(https?):\/\/([^/?#:]+)(:\d+)?(?:[/?#]|$)/i.exec((tileUrl ?? '').trim());
  if (!match) return null;
  const [first, ...rest] = match[2]!.toLowerCase().split('.');
  const label = /^[a-z0-9-]+$/;
  if (!first || !rest.every((part) => label.test(part))) return null;
  // A template in the first label ({s}, {a-c}) serves from several hosts: a CSP wildcard covers them.
  const head = label.test(first) ? first : rest.length >= 2 && /\{[^}]*\}/.test(first) ? '*' : null;
  return head ? `${match[1]!.toLowerCase()}://${[head, ...rest].join('.')}${match[3] ?? ''}` : null;
}

export function contentSecurityPolicy(mapTileSource: string | null | undefined): string {
  const tiles = mapTileSource ? ` ${mapTileSource}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob:${tiles}`,
    "font-src 'self' data:",
    `connect-src 'self'${tiles}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // only the site itself may frame its pages: the organiser console's player preview (docs/studio.md)
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Geolocation is fanhua's whole game; nothing else on the site needs a powerful feature. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/** Headers of every static answer (HTML, scripts, styles, the runtime config). */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options.mapTileSource),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    ...(options.hsts ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}
