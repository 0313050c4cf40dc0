import { z } from 'zod';
import { START_ANSWER_MAX_LENGTH } from './start.rules.js';

/** The pack's format rule of the start answer, as the page receives it. */
export const StartAnswerFormat = z.object({
  length: z.number().int().positive().optional(),
  requiredCharacters: z.array(z.string()).optional(),
  message: z.string().min(1),
  placeholder: z.string().optional(),
});
export type StartAnswerFormat = z.infer<typeof StartAnswerFormat>;

export const ReferenceImage = z.object({ src: z.string().min(1), alt: z.string(), caption: z.string().optional() });
export type ReferenceImage = z.infer<typeof ReferenceImage>;

/** What the start tab shows once the first question is answered (null before). */
export const RevealedStartContent = z.object({
  answerTextHtml: z.string().nullable(),
  calibrationHtml: z.string().nullable(),
  referenceImage: ReferenceImage.nullable(),
  secondQuestionHtml: z.string().nullable(),
});
export type RevealedStartContent = z.infer<typeof RevealedStartContent>;

/** GET /api/polish120/start */
export const StartContentResponse = RevealedStartContent.extend({
  questionHtml: z.string(),
  answerFormat: StartAnswerFormat.nullable(),
  answered: z.boolean(),
  started: z.boolean(),
});
export type StartContentResponse = z.infer<typeof StartContentResponse>;

/** POST /api/polish120/start/answer */
export const StartAnswerInput = z.object({ answer: z.string({ error: '请填写答案' }).max(START_ANSWER_MAX_LENGTH, { error: '答案过长' }) }).strict();
export type StartAnswerInput = z.infer<typeof StartAnswerInput>;

export const StartAnswerResponse = z.discriminatedUnion('isCorrect', [
  z.object({ isCorrect: z.literal(false), message: z.string() }),
  RevealedStartContent.extend({ isCorrect: z.literal(true), message: z.string() }),
]);
export type StartAnswerResponse = z.infer<typeof StartAnswerResponse>;
