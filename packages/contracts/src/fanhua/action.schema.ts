import { z } from 'zod';

/** The answer of a fanhua write that reports nothing but its outcome, as a Chinese sentence. */
export const ActionResponse = z.object({ success: z.literal(true), message: z.string().min(1) });
export type ActionResponse = z.infer<typeof ActionResponse>;
