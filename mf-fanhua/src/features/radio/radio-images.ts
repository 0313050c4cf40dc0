/**
 * Browsers draw an `<img>` without a source as a broken picture. The service already drops images
 * its sanitiser emptied; messages stored before that, and images DOMPurify empties here, are
 * dropped the same way. The input is DOMPurify's serialised output (attributes double-quoted).
 */
export function dropImagesWithoutSource(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => (/\ssrc="[^"]+"/i.test(tag) ? tag : ''));
}
