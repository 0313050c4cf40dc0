import DOMPurify from 'dompurify';
import { sanitizeRichText } from '@citygames/web-kit/rich-text/sanitize-rich-text';
import { TEXTS } from '../texts';

const HINT_ICON = `<span class="p120-marker p120-marker--hint" role="img" aria-label="${TEXTS.common.hintIcon}"></span>`;
const SPOILER_ICON = `<span class="p120-marker p120-marker--spoiler" role="img" aria-label="${TEXTS.common.spoilerIcon}"></span>`;

/**
 * Organiser HTML made safe for the page: sanitised again in the browser (the server already did)
 * and the [hint] / [spoiler] markers replaced by icons. Markers are replaced after sanitising, so
 * only our own fixed markup is added.
 */
export function renderRichText(html: string): string {
  return sanitizeRichText(html, DOMPurify)
    .replace(/\[hint\]/gi, HINT_ICON)
    .replace(/\[spoiler\]/gi, SPOILER_ICON);
}
