import { z } from 'zod';

/** Every refusal a service answers: a stable code for programs and a Chinese sentence for people. */
export const ErrorResponse = z.looseObject({
  success: z.literal(false).optional(),
  error: z.string().min(1),
  message: z.string().min(1),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
