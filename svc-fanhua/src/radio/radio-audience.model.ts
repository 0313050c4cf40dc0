import mongoose, { Schema } from 'mongoose';

/**
 * What the radio page needs before it reads any message: per audience (a team's id, or 'all' for the
 * broadcasts), how many messages it has and which hourly bucket collections hold them. At most one
 * document per team plus one; updated in the same write as the bucket (post-radio-message.ts).
 */
export interface RadioAudienceRecord {
  _id: string;
  total: number;
  /** Bucket collection names (`radio_h…`), in the order they were first written. */
  hours: string[];
}

const radioAudienceSchema = new Schema<RadioAudienceRecord>(
  {
    _id: { type: String, required: true },
    total: { type: Number, required: true, default: 0 },
    hours: { type: [String], default: [] },
  },
  { collection: 'radio_audiences', versionKey: false },
);

export const RadioAudienceModel = mongoose.model('RadioAudience', radioAudienceSchema);
