/**
 * The one allow-list for HTML authored by organisers or admins (hints, radio messages). The
 * service sanitises with it before storing or serving; the remotes sanitise again with it before
 * rendering. Everything not listed (scripts, styles, forms, event handlers) is removed.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'br',
  'p',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'small',
  'mark',
];

/** The attributes each tag keeps. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  span: ['class'],
  div: ['class'],
};

/** The URL schemes a link or image may use. Relative URLs are kept; protocol-relative ones (`//host`) are not. */
export const RICH_TEXT_URL_SCHEMES: readonly string[] = ['http', 'https'];

/** Images may also be inline `data:` pictures. */
export const RICH_TEXT_IMAGE_URL_SCHEMES: readonly string[] = [...RICH_TEXT_URL_SCHEMES, 'data'];

/**
 * Drops `<img>` tags left without a source (a sanitiser empties a refused source, and browsers draw a
 * bare image as a broken picture). The input is a sanitiser's serialised output: attributes double-quoted.
 */
export function dropImagesWithoutSource(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => (/\ssrc="[^"]+"/i.test(tag) ? tag : ''));
}
