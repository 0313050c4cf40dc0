/** Area codes are typed on phones: compare them without width, case or spaces ('ａｂ 12' = 'AB12'). */
export function normalizeAreaCode(code: string): string {
  return code.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}
