import mongoose, { Schema, type Model } from 'mongoose';

type MembershipRole = 'leader' | 'member';

/** A player (by phone, as the token carries it) in a team. A phone belongs to one team at most. */
export interface MembershipDocument {
  teamId: string;
  phone: string;
  name: string;
  role: MembershipRole;
}

const membershipSchema = new Schema<MembershipDocument>(
  {
    teamId: { type: String, required: true },
    phone: { type: String, required: true },
    name: { type: String, required: true },
    role: { type: String, required: true, enum: ['leader', 'member'] },
  },
  { collection: 'memberships', versionKey: false },
);
membershipSchema.index({ phone: 1 }, { unique: true });
// One leader per team: a partial unique index on the leader role.
membershipSchema.index({ teamId: 1 }, { unique: true, partialFilterExpression: { role: 'leader' }, name: 'one_leader_per_team' });
membershipSchema.index({ teamId: 1, role: 1 }, { name: 'by_team' });

export const MembershipModel: Model<MembershipDocument> =
  (mongoose.models.Polish120Membership as Model<MembershipDocument> | undefined) ?? mongoose.model<MembershipDocument>('Polish120Membership', membershipSchema);
