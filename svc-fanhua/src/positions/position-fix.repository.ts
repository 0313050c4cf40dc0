import mongoose from 'mongoose';
import { upsertRetryingOnce } from '@citygames/service-kit/errors';
import { hourStart } from '@citygames/service-kit/hourly-collections';
import { legacyCollectionCheck } from '@citygames/service-kit/legacy-collection';
import { LegacyPositionFixModel } from './legacy-position-fix.model.js';
import { positionFixHours, type PositionFixEntry, type PositionFixHourDocument, type PositionFixRecord } from './position-fix.model.js';

const HOUR_MS = 3_600_000;

type FixFields = Omit<PositionFixRecord, 'playerId'>;

/** A fix's own fields, as stored and as read back (optional ones as null); never anything else a document holds. */
const fixFields = (fields: FixFields): Required<FixFields> => ({
  teamId: fields.teamId,
  lat: fields.lat,
  lng: fields.lng,
  accuracy: fields.accuracy,
  at: fields.at,
  purpose: fields.purpose,
  areaId: fields.areaId,
  accepted: fields.accepted,
  fixedAt: fields.fixedAt ?? null,
  calibration: fields.calibration ?? null,
});

const fixOf = (playerId: string, fields: FixFields): PositionFixRecord => ({ playerId, ...fixFields(fields) });

/** Oldest first; fixes received in the same millisecond keep the order they were stored in. */
const byTime = (a: PositionFixRecord, b: PositionFixRecord) => a.at.getTime() - b.at.getTime();

/**
 * Logs one fix; called by every location-checked endpoint before it decides. One upsert into the
 * player's document of the hour (see position-fix.model.ts), nothing read.
 */
export async function recordPositionFix(fix: PositionFixRecord): Promise<void> {
  const { playerId } = fix;
  const entry: PositionFixEntry = { id: new mongoose.mongo.ObjectId(), ...fixFields(fix) };
  const hour = await positionFixHours.collectionFor(fix.at);
  const update = {
    $setOnInsert: { playerId, hour: hourStart(fix.at) },
    $inc: { count: 1 },
    $set: { last: entry },
    $addToSet: fix.teamId === null ? { fixes: entry } : { fixes: entry, teamIds: fix.teamId },
  };
  // Two first fixes of the player's hour at once on MongoDB: the upsert that lost finds the document on its second try.
  await upsertRetryingOnce(() => hour.updateOne({ _id: playerId }, update, { upsert: true }));
}

/** Where a reader of every fix looks: the hours written so far, and the pre-hourly collection when it holds any. */
export interface PositionFixSources {
  hours: string[];
  legacy: boolean;
}

const holdsLegacyFixes = legacyCollectionCheck(LegacyPositionFixModel);

export async function findPositionFixSources(): Promise<PositionFixSources> {
  const [hours, legacy] = await Promise.all([positionFixHours.recordedNames(), holdsLegacyFixes()]);
  return { hours, legacy };
}

export interface PlayerFixHistory {
  /** The player's latest fixes (at most the limit asked for), oldest first. */
  fixes: PositionFixRecord[];
  /** Every team the player ever logged a fix under. */
  teamIds: string[];
}

/** The fix histories of a few players: one read per hour for all of them. */
export async function readFixHistories(playerIds: readonly string[], limit: number, sources: PositionFixSources): Promise<Map<string, PlayerFixHistory>> {
  const fixes = new Map(playerIds.map((id) => [id, [] as PositionFixRecord[]]));
  const teams = new Map(playerIds.map((id) => [id, new Set<string>()]));
  if (sources.legacy) {
    for (const playerId of playerIds) {
      const [latest, teamIds] = await Promise.all([
        LegacyPositionFixModel.find({ playerId }).sort({ at: -1 }).limit(limit).lean<PositionFixRecord[]>(),
        LegacyPositionFixModel.distinct('teamId', { playerId, teamId: { $ne: null } }),
      ]);
      fixes.get(playerId)!.push(...latest.reverse().map((fix) => fixOf(playerId, fix)));
      for (const teamId of teamIds) teams.get(playerId)!.add(String(teamId));
    }
  }
  for (const name of sources.hours) {
    const documents = await positionFixHours
      .collection(name)
      .find({ _id: { $in: [...playerIds] } })
      .toArray();
    for (const document of documents) {
      fixes.get(document._id)?.push(...document.fixes.map((entry) => fixOf(document._id, entry)));
      for (const teamId of document.teamIds ?? []) teams.get(document._id)?.add(teamId);
    }
  }
  return new Map(playerIds.map((id) => [id, { fixes: fixes.get(id)!.sort(byTime).slice(-limit), teamIds: [...teams.get(id)!] }]));
}

/** The fixes other players logged under one of `teamIds` between `from` and `to` (inclusive). */
export async function readTeamFixesBetween(
  teamIds: readonly string[],
  exceptPlayerId: string,
  from: Date,
  to: Date,
  sources: PositionFixSources,
): Promise<PositionFixRecord[]> {
  const found: PositionFixRecord[] = [];
  if (sources.legacy) {
    const legacy = await LegacyPositionFixModel.find({
      teamId: { $in: [...teamIds] },
      playerId: { $ne: exceptPlayerId },
      at: { $gte: from, $lte: to },
    }).lean<PositionFixRecord[]>();
    found.push(...legacy.map((fix) => fixOf(fix.playerId, fix)));
  }
  const written = new Set(sources.hours);
  for (const name of positionFixHours.namesBetween(from, to).filter((hour) => written.has(hour))) {
    const documents = await positionFixHours
      .collection(name)
      .find({ teamIds: { $in: [...teamIds] }, _id: { $ne: exceptPlayerId } })
      .toArray();
    for (const document of documents) {
      for (const entry of document.fixes) {
        if (entry.teamId !== null && teamIds.includes(entry.teamId) && entry.at >= from && entry.at <= to) found.push(fixOf(document._id, entry));
      }
    }
  }
  return found;
}

/**
 * Each player's latest fix of the current and the previous hour: two reads of at most one small
 * document per active player. A position older than that is not live and is not shown.
 */
export async function readLatestFixPerPlayer(now: Date): Promise<PositionFixRecord[]> {
  const hours = positionFixHours.namesBetween(new Date(now.getTime() - HOUR_MS), now);
  // An aggregation's $project, not find's projection: jongodb ignores the latter and would send every fix of the hour.
  const documents = await Promise.all(
    hours.map((name) =>
      positionFixHours
        .collection(name)
        .aggregate<Pick<PositionFixHourDocument, '_id' | 'last'>>([{ $project: { last: 1 } }])
        .toArray(),
    ),
  );
  const latest = new Map<string, PositionFixRecord>();
  for (const document of documents.flat()) {
    const known = latest.get(document._id);
    if (!known || document.last.at >= known.at) latest.set(document._id, fixOf(document._id, document.last));
  }
  return [...latest.values()];
}
