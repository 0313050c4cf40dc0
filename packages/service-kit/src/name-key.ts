import unhomoglyph from 'unhomoglyph';
import { normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';

/** Code points that draw nothing and that Unicode says to ignore (zero-width characters, variation selectors…). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

function skeletonOf(text: string): string {
  return unhomoglyph(text.replace(IGNORABLE, '').normalize('NFD')).normalize('NFD');
}

/**
 * The key by which names are unique (accounts within a game, teams within a game): two names with
 * the same key look alike, so only one of them may exist. It is the confusable skeleton of Unicode
 * TR39 (NFD, default-ignorable code points removed, each character mapped to its prototype with the
 * confusables table of unhomoglyph, NFD again) of the name as stored, folded to lower case before and
 * after, so "Alice", "ＡＬＩＣＥ", "Аlice" (Cyrillic А) and "alice" + U+200B share one key, and so do
 * "b0b" and "BOB". Chinese names are compared as written, except the few characters TR39 itself lists
 * as look-alikes (一 and ー, 土 and 士).
 *
 * The key is for comparing only: never shown, and not a way to write the name.
 */
export function nameKey(name: string): string {
  const once = skeletonOf(normalizeDisplayName(name).toLowerCase());
  return skeletonOf(once.toLowerCase());
}
