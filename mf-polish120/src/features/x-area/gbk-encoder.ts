/**
 * Text → GBK bytes in the browser. TextEncoder only speaks UTF-8, but every browser can decode
 * GBK, so the reverse table is built once by decoding every two-byte GBK code
 * (lead 0x81–0xFE, trail 0x40–0xFE except 0x7F). Real GBK, nothing added to the bundle.
 */
let table: Map<string, string> | null = null;

function hex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}

function buildTable(): Map<string, string> {
  const decoder = new TextDecoder('gbk');
  const pair = new Uint8Array(2);
  const map = new Map<string, string>();
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      pair[0] = lead;
      pair[1] = trail;
      const character = decoder.decode(pair);
      if (character.length === 1 && character !== '\ufffd' && !map.has(character)) map.set(character, hex(lead) + hex(trail));
    }
  }
  return map;
}

export function isGbkSupported(): boolean {
  try {
    return new TextDecoder('gbk').encoding === 'gbk';
  } catch {
    return false;
  }
}

export interface GbkEncoding {
  /** Upper-case hex per character, e.g. ['D9E3', '41']. */
  perCharacter: string[];
  /** Characters that have no GBK code. */
  unencodable: string[];
}

export function encodeGbk(text: string): GbkEncoding {
  table ??= buildTable();
  const perCharacter: string[] = [];
  const unencodable: string[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x80) {
      perCharacter.push(hex(code));
      continue;
    }
    const bytes = table.get(character);
    if (bytes) perCharacter.push(bytes);
    else unencodable.push(character);
  }
  return { perCharacter, unencodable };
}
