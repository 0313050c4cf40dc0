import { z } from 'zod';

/** A cursor of the organiser's paged lists: the id of a stored entry (a MongoDB ObjectId). */
export const EntryCursor = z.string().regex(/^[0-9a-f]{24}$/, { error: '翻页位置格式不正确' });
