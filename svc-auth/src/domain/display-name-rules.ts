/**
 * What a display name may not be, beyond length: names are shown to other players (team lists, the
 * radio, the admin's pickers), so a name must be something a person can see and read as written.
 */

/** U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates): they reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/** Invisible: format characters (zero-width space/joiners, word joiner, BOM…), spaces, and the Hangul fillers. */
const INVISIBLE = /[\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0]/gu;

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(name: string): boolean {
  return LONE_SURROGATE.test(name);
}

export function hasBidiControls(name: string): boolean {
  return BIDI_CONTROLS.test(name);
}

/** True when nothing would be visible: only zero-width, bidi or space characters. */
export function isInvisible(name: string): boolean {
  return name.replace(INVISIBLE, '').length === 0;
}
