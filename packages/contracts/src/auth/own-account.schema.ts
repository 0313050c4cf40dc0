import { z } from 'zod';
import { AccountRole } from './fields.schema.js';

/**
 * GET /internal/<game>/me: the bearer's own account, phone included. Only the game services ask it
 * (tokens do not carry the phone); the gateway never routes it.
 */
export const OwnAccountResponse = z.object({ id: z.string().min(1), name: z.string(), role: AccountRole, phone: z.string() });
export type OwnAccountResponse = z.infer<typeof OwnAccountResponse>;
