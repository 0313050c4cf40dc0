import DOMPurify from 'dompurify';
import { sanitizeRichText } from '@citygames/web-kit/rich-text/sanitize-rich-text';

/** Organiser HTML made safe for the page: sanitised again in the browser with the shared allow-list (the service already did). */
export function renderRichText(html: string): string {
  return sanitizeRichText(html, DOMPurify);
}
