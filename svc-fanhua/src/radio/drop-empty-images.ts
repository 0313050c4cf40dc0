/**
 * After sanitising, an image whose source was refused (javascript:, a relative or unknown scheme)
 * is left as a bare `<img>` that browsers draw as a broken picture. Radio messages drop such
 * images. The input is sanitize-html's output, so tags are well formed and attributes quoted.
 */
export function dropImagesWithoutSource(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => (/\ssrc="[^"]+"/i.test(tag) ? tag : ''));
}
