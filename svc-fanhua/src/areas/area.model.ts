import mongoose, { Schema } from 'mongoose';
import type { SpecialEffect } from '../domain/special-effects.js';
import type { RewardGroup } from '../domain/reward-rules.js';

/**
 * One map area of the loaded pack (id = the pack's area id). Centre in WGS-84. `rewards` is
 * replaced as a whole (pack import, administration's update-area-rewards), never pushed into.
 */
const entrySchema = new Schema({ type: String, arg: { type: String, default: '' }, count: Number }, { _id: false });

const areaSchema = new Schema(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    location: { type: [String], default: [] },
    lat: { type: Number, required: true },
    lng: { type: Number, required: true },
    radiusKm: { type: Number, required: true },
    hidden: { type: Boolean, default: false },
    revealAt: { type: Date, default: null },
    landmark: { type: Boolean, default: false },
    special: { type: Schema.Types.Mixed, default: null },
    rewards: {
      type: [
        new Schema(
          { id: String, text: { type: String, default: undefined }, requires: [entrySchema], gives: [entrySchema], conds: [entrySchema] },
          { _id: false },
        ),
      ],
      default: [],
    },
    updatedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'areas', versionKey: false },
);

export interface AreaRecord {
  _id: number;
  name: string;
  location: string[];
  lat: number;
  lng: number;
  radiusKm: number;
  hidden: boolean;
  revealAt: Date | null;
  landmark: boolean;
  special: SpecialEffect | null;
  rewards: RewardGroup[];
  updatedAt: Date;
}

export const AreaModel = mongoose.model('Area', areaSchema);

/** Hidden until its reveal time (or for good when it has none). */
export function isAreaHidden(area: Pick<AreaRecord, 'hidden' | 'revealAt'>, now: Date): boolean {
  if (!area.hidden) return false;
  return area.revealAt === null || now.getTime() < area.revealAt.getTime();
}
