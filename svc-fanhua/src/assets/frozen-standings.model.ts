import mongoose, { Schema, type Types } from 'mongoose';

/** One inventory line of one team as it stood at the freeze (a team_assets line holding something). */
export interface StandingLine {
  teamId: Types.ObjectId;
  type: string;
  arg: string;
  count: number;
}

/**
 * The standings' source data kept at a freeze of the players' board: every team's holdings, from which any board (type, arg,
 * limit) is computed. One document per freeze time (`_id`), inserted once and never changed (frozen-standings.ts).
 */
export interface FrozenStandingsRecord {
  _id: Date;
  lines: StandingLine[];
  /** When it was taken, by the service's clock: at the first standings-changing write or board read after the freeze. */
  takenAt: Date;
}

const standingLineSchema = new Schema<StandingLine>(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    arg: { type: String, default: '' },
    count: { type: Number, required: true },
  },
  { _id: false },
);

const frozenStandingsSchema = new Schema<FrozenStandingsRecord>(
  {
    _id: { type: Date, required: true },
    lines: { type: [standingLineSchema], default: [] },
    takenAt: { type: Date, required: true },
  },
  { collection: 'frozen_standings', versionKey: false },
);

export const FrozenStandingsModel = mongoose.model<FrozenStandingsRecord>('FrozenStandings', frozenStandingsSchema);
