/** Mainland China mobile numbers: 11 digits starting with 13–19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * The phone as stored: full-width digits made half-width (NFKC), spaces and hyphens removed,
 * and an optional +86 / 0086 country prefix dropped, so "138 0000 0001" and "+86-13800000001"
 * are the same account. Returns null when the result is not a mainland mobile number.
 */
export function normalizePhone(input: string): string | null {
  let phone = input.normalize('NFKC').replace(/[\s-]/g, '');
  if (phone.startsWith('+86')) phone = phone.slice(3);
  else if (phone.startsWith('0086')) phone = phone.slice(4);
  return PHONE_PATTERN.test(phone) ? phone : null;
}

export function looksLikePhone(input: string): boolean {
  return normalizePhone(input) !== null;
}
