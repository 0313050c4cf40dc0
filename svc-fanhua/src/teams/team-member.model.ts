import mongoose, { Schema, type Types } from 'mongoose';

export const TEAM_MEMBER_PLAYER_INDEX = 'uniq_member_player';

/**
 * One membership: the unique index on playerId is what keeps a player in at most one team,
 * whatever races two create/join requests run.
 */
const teamMemberSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    playerId: { type: String, required: true },
    joinedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'team_members', versionKey: false },
);

teamMemberSchema.index({ playerId: 1 }, { unique: true, name: TEAM_MEMBER_PLAYER_INDEX });
teamMemberSchema.index({ teamId: 1, joinedAt: 1 }, { name: 'by_team' });

export interface TeamMemberRecord {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
  playerId: string;
  joinedAt: Date;
}

export const TeamMemberModel = mongoose.model('TeamMember', teamMemberSchema);
