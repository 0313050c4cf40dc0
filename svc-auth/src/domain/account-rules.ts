/**
 * The key by which names are unique within a game: NFKC (full-width and half-width forms are one)
 * and lower case, so "Alice", "alice" and "Ａｌｉｃｅ" cannot be three different players.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}
