import sanitize from 'sanitize-html';

/**
 * The one HTML policy for content authored by organisers or admins (hints, radio messages):
 * formatting, lists, links and images survive; scripts, styles, event handlers and
 * javascript: URLs do not; an image left without a source is dropped. Browsers sanitise again with DOMPurify before rendering.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: [
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
    ],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], span: ['class'], div: ['class'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
    // An image whose source did not survive (javascript:, another scheme, none at all) would only
    // render as a broken-image icon: drop the whole tag.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.trim(),
  });
}
