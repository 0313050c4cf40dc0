import iconv from 'iconv-lite';

/**
 * The GBK bytes of a text as upper-case hexadecimal without separators ('中' → 'D6D0'),
 * or null when a character has no GBK encoding (iconv would silently write '?').
 */
export function gbkHex(text: string): string | null {
  if (text.length === 0) return '';
  const bytes = iconv.encode(text, 'gbk');
  const roundTrip = iconv.decode(bytes, 'gbk');
  if (roundTrip !== text) return null;
  return bytes.toString('hex').toUpperCase();
}

/** A hex string as a client may send it: spaces, '0x' prefixes, lower case. */
export function normalizeHex(value: string): string {
  return value
    .replace(/0x/gi, '')
    .replace(/[\s,:-]+/g, '')
    .toUpperCase();
}
