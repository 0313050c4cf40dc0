import { z } from 'zod';
import { ACCOUNT_INPUT_TEXTS as TEXTS } from './account.rules.js';

/** A string field that tells "missing" apart from "not text" (e.g. `{"$gt": ""}`). */
export const stringField = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? TEXTS.fieldRequired(label) : TEXTS.fieldMustBeText(label)) });

export const trimmedText = (label: string, max: number) =>
  stringField(label)
    .trim()
    .min(1, { error: TEXTS.fieldRequired(label) })
    .max(max, { error: TEXTS.fieldTooLong(label, max) });

/** A request body: a JSON object, or a 400 that says so. */
export const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: TEXTS.bodyMustBeObject });

export const AccountRole = z.enum(['user', 'admin']);
export type AccountRole = z.infer<typeof AccountRole>;
