/** Whether a cleaned body still shows something: text or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ');
  return text.trim().length > 0;
}
