import { z } from 'zod';

/** A cursor of the organiser's paged lists: the id of a stored entry (a MongoDB ObjectId). */
export const EntryCursor = z.string().regex(/^[0-9a-f]{24}$/, { error: '翻页位置格式不正确' });

/** A position in a stream that is delivered by position (the activity feed): a whole number as text. */
export const PositionCursor = z.string().regex(/^\d{1,15}$/, { error: '翻页位置格式不正确' });
