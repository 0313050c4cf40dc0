/**
 * Content types of the files the builds contain. Embedded in the nginx config and used by the
 * Node proxy, so neither depends on the host's /etc/nginx/mime.types.
 */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  mjs: 'application/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  zip: 'application/zip',
};

export const DEFAULT_MIME_TYPE = 'application/octet-stream';

/** Text types get `; charset=utf-8` so Chinese text is never mis-decoded. */
export function contentTypeFor(fileName: string): string {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const type = MIME_TYPES[extension] ?? DEFAULT_MIME_TYPE;
  const isText = type.startsWith('text/') || type === 'application/javascript' || type === 'application/json';
  return isText ? `${type}; charset=utf-8` : type;
}
