import type { Types } from 'mongoose';
import { legacyCollectionCheck } from '@citygames/service-kit/legacy-collection';
import { LegacyRadioMessageModel } from './legacy-radio-message.model.js';
import { RadioAudienceModel, type RadioAudienceRecord } from './radio-audience.model.js';
import { audienceOf, BROADCAST_AUDIENCE, radioHoursOf, type RadioMessageRecord } from './radio-message.model.js';

export interface RadioPageRecords {
  total: number;
  records: RadioMessageRecord[];
}

/** Newest first; messages of the same moment by id, newest first (ids are hex of equal length). */
const newestFirst = (a: RadioMessageRecord, b: RadioMessageRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString());

/**
 * One page of what a team hears (its own messages and the broadcasts; a player without a team hears
 * the broadcasts only). Reads the audiences' summaries, then their buckets hour by hour from the
 * newest until the page is covered: every message of an hour is older than every message of a later
 * hour, so the newest `page × limit` are then among those read. Page 1 costs the summary read and one
 * or two bucket reads per audience, however long the event has run.
 */
export async function readRadioPage(teamId: Types.ObjectId | null, page: number, limit: number): Promise<RadioPageRecords> {
  const audiences = teamId ? [audienceOf(teamId), BROADCAST_AUDIENCE] : [BROADCAST_AUDIENCE];
  const wanted = page * limit;
  const [summaries, legacy] = await Promise.all([
    RadioAudienceModel.find({ _id: { $in: audiences } }).lean<RadioAudienceRecord[]>(),
    readLegacy(teamId, wanted),
  ]);
  const buckets = summaries.flatMap((summary) => summary.hours.map((name) => ({ audience: summary._id, name, hour: hourOf(name) })));
  const hours = [...new Set(buckets.map((bucket) => bucket.hour))].sort().reverse();
  const records: RadioMessageRecord[] = [];
  for (const hour of hours) {
    if (records.length >= wanted) break;
    const read = buckets
      .filter((bucket) => bucket.hour === hour)
      .map((bucket) => radioHoursOf(bucket.audience).collection(bucket.name).findOne({ _id: bucket.audience }));
    for (const document of await Promise.all(read)) records.push(...(document?.messages ?? []));
  }
  records.push(...legacy.records);
  const total = summaries.reduce((sum, summary) => sum + summary.total, legacy.total);
  return { total, records: records.sort(newestFirst).slice((page - 1) * limit, wanted) };
}

/** `radio_<audience>_h2026112609` → `2026112609`. */
const hourOf = (name: string) => name.slice(name.lastIndexOf('_h') + 2);

const holdsLegacyMessages = legacyCollectionCheck(LegacyRadioMessageModel);

/** The newest messages of the pre-bucket collection, when the database still has one with messages. */
async function readLegacy(teamId: Types.ObjectId | null, wanted: number): Promise<RadioPageRecords> {
  if (!(await holdsLegacyMessages())) return { total: 0, records: [] };
  const filter = teamId ? { teamId: { $in: [teamId, null] } } : { teamId: null };
  const [total, records] = await Promise.all([
    LegacyRadioMessageModel.countDocuments(filter),
    LegacyRadioMessageModel.find(filter).sort({ createdAt: -1, _id: -1 }).limit(wanted).lean<RadioMessageRecord[]>(),
  ]);
  return { total, records };
}
