import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/** A player (by phone, as the token carries it) in a team. A phone belongs to one team at most. */
const membershipSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    phone: { type: String, required: true },
    name: { type: String, required: true },
    role: { type: String, required: true, enum: ['leader', 'member'] },
  },
  { collection: 'memberships', versionKey: false },
);
membershipSchema.index({ phone: 1 }, { unique: true });
// One leader per team: a partial unique index on the leader role.
membershipSchema.index({ teamId: 1 }, { unique: true, partialFilterExpression: { role: 'leader' }, name: 'one_leader_per_team' });

export type MembershipRole = 'leader' | 'member';
export type MembershipDocument = InferSchemaType<typeof membershipSchema>;

export const Membership: Model<MembershipDocument> =
  (mongoose.models.Membership as Model<MembershipDocument> | undefined) ?? mongoose.model<MembershipDocument>('Membership', membershipSchema);
