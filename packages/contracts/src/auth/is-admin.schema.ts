import { z } from 'zod';

/** GET /api/<game>/players/is_admin: what the bearer's token says about its holder. */
export const IsAdminResponse = z.object({ is_admin: z.boolean() });
export type IsAdminResponse = z.infer<typeof IsAdminResponse>;
