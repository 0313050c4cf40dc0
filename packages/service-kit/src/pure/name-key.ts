import unhomoglyph from 'unhomoglyph';
import { normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';

/** Code points that draw nothing and that Unicode says to ignore (zero-width characters, variation selectors…). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

function skeletonOf(text: string): string {
  return unhomoglyph(text.replace(IGNORABLE, '').normalize('NFD')).normalize('NFD');
}

/** Capital look-alikes from other scripts (Cyrillic Т, Greek Α) become their Latin capitals before case is folded. */
function latinCapitalsOf(text: string): string {
  return text.normalize('NFD').replace(/[^\p{ASCII}]/gu, (character) => unhomoglyph(character));
}

const foldAndSkeleton = (text: string) => skeletonOf(text.toLowerCase());

/**
 * The key by which names are unique (accounts within a game, teams within a game): two names with
 * the same key look alike, so only one of them may exist. It is the confusable skeleton of Unicode
 * TR39 (NFD, default-ignorable code points removed, each character mapped to its prototype with the
 * confusables table of unhomoglyph, NFD again) of the name as stored, with case folded: "Alice",
 * "ＡＬＩＣＥ", "Аlice" (Cyrillic А), "Al\u0456ce" (Cyrillic і) and "alice" + U+200B share one key,
 * and so do "b0b" and "BOB". Case folding comes first for Latin letters, so "I" is "i" here, not
 * the "l" that TR39 makes of it (otherwise "ALICE" and "alice" would differ). Chinese names are
 * compared as written, except the few characters TR39 itself lists as look-alikes (一 and ー, 土 and 士).
 *
 * The key is for comparing only: never shown, and not a way to write the name.
 */
export function nameKey(name: string): string {
  return foldAndSkeleton(foldAndSkeleton(latinCapitalsOf(normalizeDisplayName(name))));
}
