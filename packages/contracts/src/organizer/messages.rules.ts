/** The organiser's messages to teams: limits and the plain-text cleaning both the console and the services apply. */

/** Characters of one message after cleaning (a phone's notice stays readable at this length). */
export const ORGANIZER_MESSAGE_MAX = 500;

/** How a message is titled on every player screen and in fanhua's radio. */
export const ORGANIZER_MESSAGE_TITLE = '组织者消息';

/** How many of the latest messages a player's notice list holds (older ones are no longer shown). */
export const NOTICE_LIST_LIMIT = 50;

// Control characters except tab and newline, zero-width and direction marks, and the replacement character.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFFD]/g;

/**
 * A message is plain text: line endings become `\n`, invisible and control characters go, each line
 * loses its trailing spaces, runs of more than one empty line shrink to one, and the whole is trimmed.
 * Screens render it as text (never as HTML).
 */
export function cleanMessageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(/\s+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
