import mongoose, { Schema, type Types } from 'mongoose';

export const TEAM_INVITE_CODE_INDEX = 'uniq_invite_code';
export const TEAM_NAME_INDEX = 'uniq_team_name';

/**
 * A team. `leaderId` is the one source of truth for leadership (null while the team is empty,
 * e.g. created by an admin and not joined yet). `memberCount` is a guarded counter kept in the same
 * transaction as the membership documents, so the size cap holds under parallel joins. Who is in the
 * team is only in its memberships (`team_members`, team-member.model.ts), never copied here.
 */
const teamSchema = new Schema(
  {
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    description: { type: String, default: '' },
    inviteCode: { type: String, required: true },
    leaderId: { type: String, default: null },
    memberCount: { type: Number, required: true, default: 0, min: 0 },
    status: { type: String, required: true, enum: ['active'], default: 'active' },
    /** Player id of the creator, or 'admin:<id>' for teams created in the administration. */
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'teams', versionKey: false },
);

teamSchema.index({ inviteCode: 1 }, { unique: true, name: TEAM_INVITE_CODE_INDEX });
teamSchema.index({ nameKey: 1 }, { unique: true, name: TEAM_NAME_INDEX });

export interface TeamRecord {
  _id: Types.ObjectId;
  name: string;
  nameKey: string;
  description: string;
  inviteCode: string;
  leaderId: string | null;
  memberCount: number;
  status: 'active';
  createdBy: string;
  createdAt: Date;
}

export const TeamModel = mongoose.model('Team', teamSchema);
