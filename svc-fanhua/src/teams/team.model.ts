import mongoose, { Schema, type Types } from 'mongoose';

export const TEAM_INVITE_CODE_INDEX = 'uniq_invite_code';
export const TEAM_NAME_INDEX = 'uniq_team_name';

export const TEAM_MEMBER_INDEX = 'by_member';

const rosterEntrySchema = new Schema(
  {
    playerId: { type: String, required: true },
    name: { type: String, required: true },
    joinedAt: { type: Date, required: true },
  },
  { _id: false },
);

/**
 * A team. `leaderId` is the one source of truth for leadership (null while the team is empty,
 * e.g. created by an admin and not joined yet). `memberCount` is a guarded counter kept in the same
 * transaction as the membership documents, so the size cap holds under parallel joins.
 * `members` is the roster: a copy of the team's memberships in joining order with the names the
 * players' tokens last carried, written in the same transaction as the memberships (team-roster.ts),
 * so one indexed read of a team answers whose it is and who is in it. The membership documents stay
 * what keeps a player in one team (their unique index). Teams stored before the roster existed have
 * none until a member's first call rebuilds it (team-access.ts).
 */
const teamSchema = new Schema(
  {
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    description: { type: String, default: '' },
    inviteCode: { type: String, required: true },
    leaderId: { type: String, default: null },
    memberCount: { type: Number, required: true, default: 0, min: 0 },
    members: { type: [rosterEntrySchema], default: undefined },
    status: { type: String, required: true, enum: ['active'], default: 'active' },
    /** Player id of the creator, or 'admin:<id>' for teams created in the administration. */
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'teams', versionKey: false },
);

teamSchema.index({ inviteCode: 1 }, { unique: true, name: TEAM_INVITE_CODE_INDEX });
teamSchema.index({ nameKey: 1 }, { unique: true, name: TEAM_NAME_INDEX });
// Not unique: every empty roster is indexed under the same missing key. One team per player is the memberships' rule.
teamSchema.index({ 'members.playerId': 1 }, { name: TEAM_MEMBER_INDEX });

export interface RosterEntry {
  playerId: string;
  name: string;
  joinedAt: Date;
}

export interface TeamRecord {
  _id: Types.ObjectId;
  name: string;
  nameKey: string;
  description: string;
  inviteCode: string;
  leaderId: string | null;
  memberCount: number;
  /** Absent on teams stored before the roster existed, until it is rebuilt. */
  members?: RosterEntry[];
  status: 'active';
  createdBy: string;
  createdAt: Date;
}

export const TeamModel = mongoose.model('Team', teamSchema);
