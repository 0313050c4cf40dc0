const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as radio HTML: every character shown as typed (nothing becomes markup), lines kept as <br>. */
export function plainTextToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character).replace(/\n/g, '<br>');
}
