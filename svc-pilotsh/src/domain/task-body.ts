import { sanitizeRichText } from '@citygames/service-kit/pure/sanitize-html';
import { isTaskPictureSource } from './task-picture.js';

/** An `<img>` tag of sanitised output (attributes double-quoted) and its source. */
const IMAGE_TAG = /<img\b[^>]*>/gi;
const SOURCE = /\ssrc="([^"]*)"/i;

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * A task's formatted body as a player receives it: the shared sanitiser (the same as polish120's), then
 * every picture a task picture could not be (an SVG, another host) is dropped, so no SVG reaches a player
 * through the body either.
 */
export function safeTaskBody(html: string): string {
  return sanitizeRichText(html).replace(IMAGE_TAG, (tag) => {
    const source = SOURCE.exec(tag)?.[1];
    return source !== undefined && isTaskPictureSource(decodeEntities(source)) ? tag : '';
  });
}
