import mongoose, { Schema } from 'mongoose';

export const POSITION_PURPOSES = ['area-trade', 'special-area', 'explore', 'gpstest'] as const;
export type PositionPurpose = (typeof POSITION_PURPOSES)[number];

/** One position a player sent with a location-checked call (WGS-84, accuracy in metres, 95 %). */
export interface PositionFixRecord {
  playerId: string;
  teamId: string | null;
  lat: number;
  lng: number;
  /** Metres, as reported by the browser; null when the browser sent none (the check then assumes 30). */
  accuracy: number | null;
  /** When the server received it. */
  at: Date;
  purpose: PositionPurpose;
  /** The area the call was about, when there was one. */
  areaId: number | null;
  /** Whether the location check let the call through. */
  accepted: boolean | null;
  /** When the device says it took the fix (null when it did not say). */
  fixedAt?: Date | null;
  /** The map calibration the device applied (metres north and east of the raw fix); never part of the check. */
  calibration?: { northM: number; eastM: number } | null;
  /**
   * The Idempotency-Key record of the request that logged it (absent without a key): one fix per request, however often
   * the request is resent after a lost reply or a crash.
   */
  requestKey?: string;
}

/**
 * How long a fix is kept: the risk check and the live board read the event day; a player's
 * location history is personal data and is not kept for longer than an organiser needs to review it.
 * The TTL index deletes it where the server has a TTL monitor (MongoDB; jongodb keeps it).
 */
export const POSITION_FIX_RETENTION_DAYS = 30;

const positionFixSchema = new Schema<PositionFixRecord>(
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
    requestKey: { type: String },
  },
  { collection: 'position_fixes', versionKey: false },
);

/** A player's latest fixes (the risk check) and each player's latest fix (the live board). */
positionFixSchema.index({ playerId: 1, at: -1 }, { name: 'by_player_time' });
/** A team's fixes in a time range (the teammates around a trade, in the risk check). */
positionFixSchema.index({ teamId: 1, at: 1 }, { name: 'by_team_time' });
/** One fix per keyed request: a resent request finds its fix instead of logging another. */
positionFixSchema.index({ requestKey: 1 }, { name: 'one_fix_per_request', unique: true, partialFilterExpression: { requestKey: { $type: 'string' } } });
/** Expiry: deleted by the server's TTL monitor once older than the retention. */
positionFixSchema.index({ at: 1 }, { name: 'expire_by_time', expireAfterSeconds: POSITION_FIX_RETENTION_DAYS * 24 * 3600 });

export const PositionFixModel = mongoose.model('PositionFix', positionFixSchema);
