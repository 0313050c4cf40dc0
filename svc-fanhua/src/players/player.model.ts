import mongoose, { Schema } from 'mongoose';
import type { Role } from '@citygames/service-kit/auth/auth-token';

/**
 * A player known to fanhua: the account id from the token (svc-auth owns accounts), with the
 * name, phone and role the token last carried. Upserted by remember-player on every authenticated
 * call. Administrators are remembered too (an organiser may also play in a team), but the lists
 * organisers check leave them out (`NOT_ADMIN`; docs/fanhua.md says which and why).
 */
const playerSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    role: { type: String, enum: ['user', 'admin'], required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'players', versionKey: false },
);

playerSchema.index({ phone: 1 }, { name: 'by_phone' });

export interface PlayerRecord {
  _id: string;
  name: string;
  phone: string;
  role: Role;
  createdAt: Date;
}

/** Filter of the accounts that are not administrators. */
export const NOT_ADMIN = { role: { $ne: 'admin' } } as const;

export const PlayerModel = mongoose.model('Player', playerSchema);
