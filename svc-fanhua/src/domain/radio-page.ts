import type { RadioPagination } from '@citygames/contracts/fanhua/radio.schema';

/** The pagination block of a radio page: at least one page, also when there are no messages. */
export function paginate(page: number, limit: number, total: number): RadioPagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** Team names and other plain text placed into a message body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
