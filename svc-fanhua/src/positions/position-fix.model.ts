import mongoose, { Schema } from 'mongoose';

export const POSITION_PURPOSES = ['area-trade', 'special-area', 'explore', 'gpstest'] as const;
export type PositionPurpose = (typeof POSITION_PURPOSES)[number];

/**
 * Every position a player sends with a location-checked call (WGS-84, accuracy in metres, 95 %).
 * One document per fix: the risk check of the administration reads these (speed, jumps, spread).
 */
const positionFixSchema = new Schema(
  {
    playerId: { type: String, required: true },
    teamId: { type: String, default: null },
    lat: { type: Number, required: true },
    lng: { type: Number, required: true },
    /** Metres, as reported by the browser; null when the browser sent none (the check then assumes 30). */
    accuracy: { type: Number, default: null },
    at: { type: Date, required: true },
    purpose: { type: String, required: true, enum: POSITION_PURPOSES },
    /** The area the call was about, when there was one. */
    areaId: { type: Number, default: null },
    /** Whether the location check let the call through. */
    accepted: { type: Boolean, default: null },
    /** When the device says it took the fix (null when it did not say); `at` is when the server received it. */
    fixedAt: { type: Date, default: null },
    /** The map calibration the device applied (metres north and east of the raw fix); never part of the check. */
    calibration: { type: new Schema({ northM: Number, eastM: Number }, { _id: false }), default: null },
  },
  { collection: 'position_fixes', versionKey: false },
);

positionFixSchema.index({ playerId: 1, at: 1 }, { name: 'by_player_time' });
positionFixSchema.index({ teamId: 1, at: 1 }, { name: 'by_team_time' });

export interface PositionFixRecord {
  playerId: string;
  teamId: string | null;
  lat: number;
  lng: number;
  accuracy: number | null;
  at: Date;
  purpose: PositionPurpose;
  areaId: number | null;
  accepted: boolean | null;
  fixedAt?: Date | null;
  calibration?: { northM: number; eastM: number } | null;
}

export const PositionFixModel = mongoose.model('PositionFix', positionFixSchema);

/** Logs one fix; called by every location-checked endpoint before it decides. */
export async function recordPositionFix(fix: PositionFixRecord): Promise<void> {
  await PositionFixModel.create(fix);
}
