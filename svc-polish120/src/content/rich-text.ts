import { sanitizeRichText } from '@citygames/service-kit/pure/sanitize-html';

/** Sanitised copies of the pack's HTML: a pack holds a few hundred pieces, and an import brings new ones. */
const sanitised = new Map<string, string>();
const REMEMBERED_PIECES = 4000;

/**
 * Organiser HTML leaves the service only through here: sanitised before it is served. The same input
 * always gives the same output, so each piece is sanitised once per process, not on every poll.
 */
export function richText(html: string): string;
export function richText(html: string | undefined): string | null;
export function richText(html: string | undefined): string | null {
  if (html === undefined) return null;
  const known = sanitised.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeRichText(html);
  if (sanitised.size >= REMEMBERED_PIECES) sanitised.clear();
  sanitised.set(html, clean);
  return clean;
}
