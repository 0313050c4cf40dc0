import { z } from 'zod';
import { displayNameProblem, displayNameProblemText, normalizeDisplayName } from './display-name.rules.js';

/** The messages a form already uses for its name field; the others come from display-name.rules. */
export interface DisplayNameTexts {
  required: string;
  tooLong: string;
  /** The value is not text at all (a number, `{"$gt": ""}`…); defaults to `required`. */
  notText?: string;
}

/**
 * A name field: normalised (see normalizeDisplayName), refused with a Chinese message when it is empty,
 * too long or holds characters that hide or change what it shows. The parsed value is the name to store.
 */
export function displayName(label: string, max: number, texts: DisplayNameTexts) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? texts.required : (texts.notText ?? texts.required)) })
    .transform((value, context) => {
      const name = normalizeDisplayName(value);
      const problem = displayNameProblem(name);
      if (problem) context.addIssue({ code: 'custom', message: problem === 'empty' ? texts.required : displayNameProblemText(problem, label) });
      else if (name.length > max) context.addIssue({ code: 'custom', message: texts.tooLong });
      return name;
    });
}
