/**
 * Images the studio stores in the game's database and serves at `/api/<game>/media/<sha256>.<ext>`:
 * the name is the SHA-256 of the bytes, so one picture is stored once and its address never changes.
 * Only raster types: an SVG can carry script, so it is refused rather than served from the site's origin.
 */

/** The largest picture accepted (the gateway forwards bodies up to 2 MB). */
export const STUDIO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Accepted types, by the file name's extension. */
export const STUDIO_IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type StudioImageExtension = keyof typeof STUDIO_IMAGE_TYPES;

/** `<64 hex>.<ext>`: the last part of a media path. */
export const STUDIO_MEDIA_FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/;

/** Where a stored picture is served (same origin, no token: a player's <img> cannot send one). */
export function studioMediaPath(game: string, sha256: string, extension: StudioImageExtension): string {
  return `/api/${game}/media/${sha256}.${extension}`;
}

/** Whether a pack's image source is a picture this platform stores for that game. */
export function isStudioMediaPath(game: string, value: string): boolean {
  const prefix = `/api/${game}/media/`;
  return value.startsWith(prefix) && STUDIO_MEDIA_FILE_NAME.test(value.slice(prefix.length));
}
