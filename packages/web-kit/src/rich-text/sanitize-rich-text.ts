import { dropImagesWithoutSource, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@citygames/contracts/common/rich-text.rules';

/** The DOMPurify settings this module passes; the same names as DOMPurify's own `Config`. */
export interface RichTextPurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ALLOW_DATA_ATTR: boolean;
  ALLOW_ARIA_ATTR: boolean;
}

/** DOMPurify, handed in by the remote that declares it (web-kit does not bundle it). */
export interface HtmlPurifier {
  sanitize(html: string, config: RichTextPurifyConfig): string;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * DOMPurify's URL test built from the shared schemes: a listed scheme, or a relative URL. DOMPurify's
 * own form, minus protocol-relative URLs (`//host`, `/\host`), which the service refuses too. Images
 * keep `data:` sources through DOMPurify's data-URI tags, as the shared image schemes allow.
 */
const ALLOWED_URL = new RegExp(`^(?:(?:${RICH_TEXT_URL_SCHEMES.map(escapeForPattern).join('|')}):|(?![/\\\\]{2})[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

/**
 * The shared allow-list in DOMPurify's terms. DOMPurify takes one attribute list for every tag, so a
 * tag may keep another tag's attribute here; the service's per-tag list has already applied.
 */
export const RICH_TEXT_PURIFY_CONFIG: Readonly<RichTextPurifyConfig> = Object.freeze({
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: ALLOWED_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
});

/** An SVG picture's source: an inline `data:image/svg+xml` picture (a browser ignores spaces around the type), or an `.svg`/`.svgz` file. */
const SVG_SOURCE = /^\s*data:\s*image\/svg\+xml|\.svgz?(?:[?#]|$)/i;
const IMAGE_TAG = /<img\b[^>]*>/gi;
const SOURCE = /\ssrc="([^"]*)"/i;

/**
 * Drops the pictures that are SVG (the purifier's output: attributes double-quoted). No SVG is drawn from organiser
 * HTML: pilotsh's service drops them from a task's body, and the studio's preview, which sanitises what the organiser
 * is typing, drew them where the player's page did not.
 */
export function dropSvgImages(html: string): string {
  return html.replace(IMAGE_TAG, (tag) => (SVG_SOURCE.test((SOURCE.exec(tag)?.[1] ?? '').replace(/&amp;/gi, '&')) ? '' : tag));
}

/** Organiser HTML made safe for the page with the shared allow-list: sanitised again (the service already did), and no SVG picture. */
export function sanitizeRichText(html: string, purifier: HtmlPurifier): string {
  return dropSvgImages(dropImagesWithoutSource(purifier.sanitize(html, RICH_TEXT_PURIFY_CONFIG)));
}
