import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

export const TEAM_NAME_KEY_INDEX = 'uniq_team_name_key';

/** A team: name, description and where it stands now. Its leader and members are memberships. */
/** A prop the team holds at its start (its roster entry), granted at creation and again by a reset. */
const startingPropSchema = new Schema({ type: { type: String, required: true }, steps: { type: Number } }, { _id: false });

const teamSchema = new Schema(
  {
    name: { type: String, required: true },
    /** nameKey(name): look-alike names share it, so its unique index keeps one of them. */
    nameKey: { type: String, required: true },
    description: { type: String, required: true, default: '' },
    /**
     * The team's id as the task engine files its solves and counters under it: String(_id), written with
     * the team, so a player read joins the team's progress onto the team in the same aggregation.
     */
    taskTeamId: { type: String, required: true },
    currentAreaSeq: { type: Number, required: true },
    startingProps: { type: [startingPropSchema], default: [] },
    createdAt: { type: Date, required: true },
    /** Raised by every admin reset ('init'); a solve only stands if it saw the current value (see reset-guard). */
    resetEpoch: { type: Number },
    /** Written by every solve, in the same document as the reset, so the two always conflict. */
    lastSolveAt: { type: Date },
    /**
     * Raised by every move, in the same update that moves the team. With resetEpoch it names the
     * team's visits as they are: visits are recorded before a move and replaced only by a reset, so a
     * replica may keep what it read for this pair (area-visit.repository.ts). Absent before the first move.
     */
    moveCount: { type: Number },
  },
  { collection: 'teams', versionKey: false },
);
teamSchema.index({ name: 1 }, { unique: true });
teamSchema.index({ nameKey: 1 }, { unique: true, name: TEAM_NAME_KEY_INDEX });

export type TeamDocument = InferSchemaType<typeof teamSchema> & { _id: mongoose.Types.ObjectId };

type StoredTeam = InferSchemaType<typeof teamSchema>;

export const Team: Model<StoredTeam> = (mongoose.models.Team as Model<StoredTeam> | undefined) ?? mongoose.model<StoredTeam>('Team', teamSchema);
