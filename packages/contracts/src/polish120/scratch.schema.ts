import { z } from 'zod';

/** POST /api/polish120/scratch/draw: the value the service drew for a new scratch card. */
export const ScratchDrawResponse = z.object({ value: z.string(), drawnAt: z.string() });
export type ScratchDrawResponse = z.infer<typeof ScratchDrawResponse>;
