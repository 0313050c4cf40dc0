import mongoose, { Schema } from 'mongoose';

/**
 * Failed login attempts of one key (an account or a client address) within a fixed window that
 * starts at the key's first counted attempt. Expiry is compared at read time (no TTL index):
 * an ended window is restarted in place by the next attempt.
 */
const loginAttemptSchema = new Schema(
  {
    key: { type: String, required: true },
    count: { type: Number, required: true },
    windowEndsAt: { type: Date, required: true },
  },
  { collection: 'login_attempts', versionKey: false },
);

loginAttemptSchema.index({ key: 1 }, { unique: true, name: 'uniq_key' });

export const LoginAttemptModel = mongoose.model('LoginAttempt', loginAttemptSchema);
