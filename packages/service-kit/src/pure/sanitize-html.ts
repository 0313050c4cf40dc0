import sanitize from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_URL_SCHEMES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@citygames/contracts/common/rich-text.rules';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_URL_SCHEMES] },
  allowProtocolRelative: false,
  // An image whose source did not survive (javascript:, another scheme, none at all) would only
  // render as a broken-image icon: drop the whole tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.trim(),
};

/**
 * Organiser or admin HTML (hints, radio messages) reduced to the shared allow-list of
 * `@citygames/contracts/common/rich-text.rules`: formatting, lists, links and images survive;
 * scripts, styles, event handlers and javascript: URLs do not; an image left without a source is
 * dropped. Browsers sanitise again with the same list before rendering.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}
