import DOMPurify from 'dompurify';
import { TEXTS } from '../texts';

const HINT_ICON = `<span class="p120-marker p120-marker--hint" role="img" aria-label="${TEXTS.common.hintIcon}"></span>`;
const SPOILER_ICON = `<span class="p120-marker p120-marker--spoiler" role="img" aria-label="${TEXTS.common.spoilerIcon}"></span>`;

/**
 * Organiser HTML made safe for the page: sanitised again in the browser (the server already did)
 * and the [hint] / [spoiler] markers replaced by icons. Markers are replaced after sanitising, so
 * only our own fixed markup is added.
 */
export function renderRichText(html: string): string {
  const clean = DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] });
  return clean.replace(/\[hint\]/gi, HINT_ICON).replace(/\[spoiler\]/gi, SPOILER_ICON);
}
