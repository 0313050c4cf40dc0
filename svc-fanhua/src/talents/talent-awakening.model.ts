import mongoose, { Schema, type Types } from 'mongoose';

export const TALENT_AWAKENING_INDEX = 'uniq_awakening_team';

/** A team awakens its talents once: the unique teamId makes a second (or parallel) awakening fail. */
const talentAwakeningSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    playerId: { type: String, required: true },
    intelligence: { type: Number, required: true },
    strength: { type: Number, required: true },
    luck: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'talent_awakenings', versionKey: false },
);

talentAwakeningSchema.index({ teamId: 1 }, { unique: true, name: TALENT_AWAKENING_INDEX });

export interface TalentAwakeningRecord {
  _id: Types.ObjectId;
  teamId: Types.ObjectId;
}

export const TalentAwakeningModel = mongoose.model('TalentAwakening', talentAwakeningSchema);
