import mongoose, { Schema, type ClientSession, type Types } from 'mongoose';

/**
 * Per-team documents that transactions write only to collide with each other. MongoDB's snapshot
 * isolation lets two transactions commit when each reads what the other writes (write skew): a
 * reward whose conds read the team's goods while a trade spends them, two trade creations that
 * both counted 19 open trades. Every transaction that makes such a decision first increments the
 * team's guard of that concern, so any two of them write one common document and MongoDB aborts
 * (and the driver retries) the later one. docs/invariants.md lists which decision takes which guard.
 */
export const TEAM_GUARDS = {
  /** Every change of the team's assets (area rewards, special areas, team trades, grants, awakening). */
  ledger: 'ledger',
  /** Creating a team trade (the cap on open trades is counted, then a trade inserted). */
  tradeDesk: 'trade-desk',
} as const;

export type TeamGuard = (typeof TEAM_GUARDS)[keyof typeof TEAM_GUARDS];

const teamGuardSchema = new Schema(
  {
    _id: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    guard: { type: String, required: true },
    /** How many times the guard was claimed; only the write matters, the number helps tests and debugging. */
    version: { type: Number, required: true, default: 0 },
  },
  { collection: 'team_guards', versionKey: false },
);

export interface TeamGuardRecord {
  _id: string;
  teamId: Types.ObjectId;
  guard: TeamGuard;
  version: number;
}

export const TeamGuardModel = mongoose.model('TeamGuard', teamGuardSchema);

export const teamGuardKey = (teamId: Types.ObjectId | string, guard: TeamGuard) => `${String(teamId)}:${guard}`;

/**
 * Writes the team's guard document inside the caller's transaction. Call it before reading what
 * the decision rests on, so a conflicting transaction fails fast rather than at commit.
 */
export async function claimTeamGuard(teamId: Types.ObjectId, guard: TeamGuard, session: ClientSession): Promise<void> {
  await TeamGuardModel.updateOne({ _id: teamGuardKey(teamId, guard) }, { $inc: { version: 1 }, $setOnInsert: { teamId, guard } }, { session, upsert: true });
}

/** The number of transactions that claimed a guard (0 when none has). */
export async function teamGuardVersion(teamId: Types.ObjectId | string, guard: TeamGuard): Promise<number> {
  const record = await TeamGuardModel.findById(teamGuardKey(teamId, guard)).lean<TeamGuardRecord>();
  return record?.version ?? 0;
}
