/**
 * What a task's picture may be: a picture uploaded through the studio (or another same-site path), or an
 * inline PNG, JPEG, GIF or WebP. Never SVG (it can carry script) and never another host (the street has
 * no reliable network to reach it, and the player's page would tell that host who is playing).
 */
const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;
const SITE_PATH = /^\/(?![/\\])[\w\-./]+$/;
const SVG_PATH = /\.svgz?$/i;

export function isTaskPictureSource(value: string): boolean {
  if (INLINE_RASTER.test(value)) return true;
  return SITE_PATH.test(value) && !SVG_PATH.test(value) && !value.split('/').includes('..');
}
