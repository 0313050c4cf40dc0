/**
 * What is left of a radio body after the shared sanitiser. An image whose source was refused
 * (javascript:, vbscript: or another scheme it does not allow) is left as a bare `<img>` that browsers draw as a
 * broken picture: radio messages drop such images. The input is sanitize-html's output, so tags
 * are well formed and attributes quoted.
 */
export function dropImagesWithoutSource(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => (/\ssrc="[^"]+"/i.test(tag) ? tag : ''));
}

/** Whether a cleaned body still shows something: text or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ');
  return text.trim().length > 0;
}
