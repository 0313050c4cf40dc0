import { HttpError } from '@citygames/service-kit/http/errors';
import { formatEventTime } from '@citygames/contracts/fanhua/event-time.rules';
import { requireEventSettings } from '../content/event-settings.js';
import type { EventSettingsRecord } from '../content/event-settings.model.js';
import { judgeLocation } from '../domain/location-verdict.js';
import { isOpen } from '../domain/opening-time.js';
import type { PositionPurpose } from '../positions/position-fix.model.js';
import { positionFixLoggedFor, recordPositionFix } from '../positions/position-fix.repository.js';
import { heldKeyId } from '@citygames/service-kit/idempotency/idempotency-claim';
import { AreaModel, isAreaHidden, type AreaRecord } from './area.model.js';
import type { PositionInput } from '@citygames/contracts/fanhua/position.schema';
import { givePositionReportSlotBack, takePositionReportSlot } from '../positions/position-report-limit.js';
import { texts } from '../texts.js';

export async function requireArea(areaId: number): Promise<AreaRecord> {
  const area = await AreaModel.findById(areaId).lean<AreaRecord>();
  if (!area) throw new HttpError(404, 'AREA_NOT_FOUND', texts.area.configMissing);
  return area;
}

export function requireVisible(area: AreaRecord, now: Date): void {
  if (isAreaHidden(area, now)) throw new HttpError(403, 'AREA_HIDDEN', texts.area.hidden);
}

/** Area trades (rewards and talents) are refused before the pack's opening time. */
export function requireOpen(settings: EventSettingsRecord, now: Date, what: 'trade' | 'talent'): void {
  if (isOpen(now, settings.opensAt)) return;
  const { date, time } = formatEventTime(settings.opensAt!, settings.timezone);
  const message = what === 'talent' ? texts.area.talentTradeOpensAt(date, time) : texts.area.tradeOpensAt(date, time);
  throw new HttpError(403, 'NOT_OPEN', message, { opensAt: settings.opensAt!.toISOString() });
}

/** The area a team acts on now: the event open for this kind of trade, the area known and not hidden. */
export async function requireActionableArea(areaId: number, now: Date, what: 'trade' | 'talent'): Promise<AreaRecord> {
  requireOpen(await requireEventSettings(), now, what);
  const area = await requireArea(areaId);
  requireVisible(area, now);
  return area;
}

export interface PositionLog {
  playerId: string;
  teamId: string | null;
  position: PositionInput;
  purpose: PositionPurpose;
  now: Date;
}

/**
 * Counts the report against the player's rate limit (429 when spent), then logs the raw fix and calibration with what it was for
 * (the risk check reads these). A resent keyed request whose fix is already logged is neither counted nor logged again, and
 * nothing is read to know it: the insert meets the earlier attempt's fix on the request key's unique index, and the slot this
 * attempt took goes back. Only a resend the spent window refuses asks whether its fix was logged (it was counted then).
 * Not one transaction: a transaction would mark the request's key applied before the action itself ran (transaction.ts).
 */
export async function logPosition(log: PositionLog, areaId: number | null, accepted: boolean | null): Promise<void> {
  const requestKey = heldKeyId();
  const slot = await takePositionReportSlot(log.playerId, log.now);
  if (!slot.ok) {
    if (requestKey && (await positionFixLoggedFor(requestKey))) return;
    throw slot.refusal;
  }
  const logged = await recordPositionFix(
    {
      playerId: log.playerId,
      teamId: log.teamId,
      lat: log.position.lat,
      lng: log.position.lng,
      accuracy: log.position.accuracy ?? null,
      at: log.now,
      purpose: log.purpose,
      areaId,
      accepted,
      fixedAt: typeof log.position.timestamp === 'number' ? new Date(log.position.timestamp) : null,
      calibration: log.position.calibration ? { northM: log.position.calibration.north_m, eastM: log.position.calibration.east_m } : null,
    },
    requestKey,
  );
  if (!logged) await givePositionReportSlotBack(slot.reservation);
}

export interface LocationCheckInput extends PositionLog {
  area: AreaRecord;
}

/**
 * Logs the fix, then judges the raw fix (never the calibrated dot) and refuses a position stamped more than 5 minutes from the server's
 * clock, whose accuracy is above 200 m or whose distance from the centre is beyond radius + accuracy. The refusal carries the numbers for the failure dialog.
 */
export async function requireInArea(input: LocationCheckInput): Promise<void> {
  const verdict = judgeLocation(input.position, input.area, input.now);
  await logPosition(input, input.area._id, verdict.ok);
  if (verdict.ok) return;
  const numbers = {
    distance_m: Math.round(verdict.distanceM),
    radius_m: Math.round(input.area.radiusKm * 1000),
    accuracy_m: Math.round(verdict.accuracyM),
  };
  if (verdict.reason === 'FIX_TIME_OFF') throw new HttpError(403, 'FIX_TIME_OFF', texts.area.fixTimeOff, numbers);
  if (verdict.reason === 'ACCURACY_TOO_LOW') throw new HttpError(403, 'ACCURACY_TOO_LOW', texts.area.accuracyTooLow, numbers);
  throw new HttpError(403, 'NOT_IN_AREA', texts.area.notInArea(input.area.name), numbers);
}
