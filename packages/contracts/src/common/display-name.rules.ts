/**
 * What a name other people read may be: account names, and team names in every game and on the
 * organiser's roster. A name is stored as it will be shown, so it must look like what it is: the
 * forms and the services normalise it the same way and refuse the same characters. Plain functions
 * (no zod, no imports) so a remote checks a field exactly as the service will.
 *
 * Uniqueness compares a confusable skeleton of the name (service-kit `name-key.ts`): the skeleton
 * table is large and only the server needs it.
 */

/** NFKC (full-width letters and digits become ordinary ones), no surrounding space, one space between words. */
export function normalizeDisplayName(input: string): string {
  return input.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}

/** C0/C1 controls: NUL, newline, tab, DEL… */
const CONTROL = /\p{Cc}/u;
/** Direction marks, embeddings, overrides and isolates (U+200E/F, U+061C, U+202A–202E, U+2066–2069). */
const BIDI = /\p{Bidi_Control}/u;
/** Format characters: zero-width space and joiners (U+200B–200D), word joiner (U+2060), BOM (U+FEFF), soft hyphen… */
const FORMAT = /\p{Cf}/u;
/** A zero-width joiner that glues two emoji into one picture (👨‍👩): the one format character a name may hold. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;
/** Letters that draw nothing: the Hangul fillers. */
const BLANK_LETTER = /[\u115F\u1160\u3164\uFFA0]/u;
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type DisplayNameProblem = 'empty' | 'malformed' | 'control' | 'bidi' | 'invisible';

/** Why a normalised name cannot be used, or null when it can. Checked in this order (bidi before the format characters it is one of). */
export function displayNameProblem(name: string): DisplayNameProblem | null {
  if (name.length === 0) return 'empty';
  if (LONE_SURROGATE.test(name)) return 'malformed';
  if (CONTROL.test(name)) return 'control';
  if (BIDI.test(name)) return 'bidi';
  if (FORMAT.test(name.replace(EMOJI_JOINER, '')) || BLANK_LETTER.test(name)) return 'invisible';
  return null;
}

/** The Chinese message for a problem, naming the field (`用户名`, `队伍名称`, `队名`…). */
export function displayNameProblemText(problem: DisplayNameProblem, label: string): string {
  switch (problem) {
    case 'empty':
      return `请填写${label}`;
    case 'malformed':
      return `${label}包含无效的字符`;
    case 'control':
      return `${label}不能包含换行、NUL 等控制字符`;
    case 'bidi':
      return `${label}不能包含改变文字方向的控制字符`;
    case 'invisible':
      return `${label}不能包含零宽字符等看不见的字符`;
  }
}

/** A name refused because it looks like one already taken (the same skeleton). */
export function displayNameLookAlikeText(label: string, existing: string | null): string {
  return existing ? `${label}与已有的「${existing}」看起来一样，请换一个` : `${label}与已有的名字看起来一样，请换一个`;
}
