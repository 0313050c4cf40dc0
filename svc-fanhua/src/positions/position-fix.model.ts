import mongoose from 'mongoose';
import { defineHourlyCollections } from '@citygames/service-kit/hourly-collections';

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
}

/** A fix inside its player's hourly document; `id` keeps two otherwise identical fixes apart for `$addToSet`. */
export interface PositionFixEntry extends Omit<PositionFixRecord, 'playerId' | 'fixedAt' | 'calibration'> {
  id: mongoose.mongo.ObjectId;
  fixedAt: Date | null;
  calibration: { northM: number; eastM: number } | null;
}

/**
 * One player's fixes of one UTC hour (`_id` = playerId). An hourly collection holds at most one
 * document per active player, and a document at most the fixes the report limit allows in an hour
 * (20 a minute: 1,200), so recording a fix never writes to a collection that grows all day.
 */
export interface PositionFixHourDocument {
  _id: string;
  playerId: string;
  hour: Date;
  count: number;
  fixes: PositionFixEntry[];
  /** Every team the player logged a fix under this hour (the risk check finds teammates by it); absent until a fix with a team. */
  teamIds?: string[];
  /** The latest fix of the hour (the live board reads only this). */
  last: PositionFixEntry;
}

export const positionFixHours = defineHourlyCollections<PositionFixHourDocument>('position_fixes', [{ key: { teamIds: 1 }, name: 'by_team' }]);
