import { sanitizeRichText } from '@citygames/service-kit/sanitize-html';

/** Organiser HTML leaves the service only through here: sanitised every time it is served. */
export function richText(html: string): string;
export function richText(html: string | undefined): string | null;
export function richText(html: string | undefined): string | null {
  return html === undefined ? null : sanitizeRichText(html);
}
