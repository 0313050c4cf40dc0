import mongoose, { Schema } from 'mongoose';
import { POSITION_PURPOSES, type PositionFixRecord } from './position-fix.model.js';

/**
 * The single `position_fixes` collection of databases written before fixes moved to hourly
 * collections (position-fix.model.ts): one document per fix. Nothing writes here any more; the risk
 * check still reads it when it has documents, so an event upgraded mid-way keeps its earlier fixes.
 * Declares no index, so a new database never gets this collection; an old one keeps the indexes it
 * was given then (`by_player_time`, `by_team_time`), which the risk check's reads use.
 */
const legacyPositionFixSchema = new Schema<PositionFixRecord>(
  {
    playerId: { type: String, required: true },
    teamId: { type: String, default: null },
    lat: { type: Number, required: true },
    lng: { type: Number, required: true },
    accuracy: { type: Number, default: null },
    at: { type: Date, required: true },
    purpose: { type: String, required: true, enum: POSITION_PURPOSES },
    areaId: { type: Number, default: null },
    accepted: { type: Boolean, default: null },
    fixedAt: { type: Date, default: null },
    calibration: { type: new Schema({ northM: Number, eastM: Number }, { _id: false }), default: null },
  },
  { collection: 'position_fixes', versionKey: false, autoCreate: false },
);

export const LegacyPositionFixModel = mongoose.model('LegacyPositionFix', legacyPositionFixSchema);
