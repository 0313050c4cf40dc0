import mongoose, { type ClientSession, type Types } from 'mongoose';
import { onDatabaseReset } from '@citygames/service-kit/database-reset';
import { upsertRetryingOnce } from '@citygames/service-kit/errors';
import { sanitizeRichText } from '@citygames/service-kit/sanitize-html';
import { dropImagesWithoutSource } from '@citygames/contracts/common/rich-text.rules';
import type { RadioMessageType, RadioSender } from '@citygames/contracts/fanhua/radio.rules';
import { RadioAudienceModel } from './radio-audience.model.js';
import { audienceOf, radioHoursOf, type RadioAudience, type RadioMessageRecord } from './radio-message.model.js';
import { RadioRecentModel } from './radio-recent.model.js';

export interface NewRadioMessage {
  /** null: every team. */
  teamId: Types.ObjectId | null;
  sender: RadioSender;
  messageType: RadioMessageType;
  title: string;
  html: string;
  createdBy: string;
  tradeId?: Types.ObjectId | null;
}

/** The stored form of a radio body: the shared sanitiser, then images left without a source dropped. */
export const cleanRadioBody = (html: string) => dropImagesWithoutSource(sanitizeRichText(html));

/** The time messages are stored under, with the bucket collections of its audiences already prepared. */
export interface RadioHour {
  readonly at: Date;
  /** Audience → the name of its bucket collection of this hour. */
  readonly collections: ReadonlyMap<RadioAudience, string>;
}

/**
 * Prepares the bucket collections of the hour of `now` for the teams that will hear messages (null:
 * the broadcasts): records the hour, registers it for jongodb snapshots. Call it before a transaction
 * that posts messages, never inside: those writes carry no session, and on jongodb a write without
 * the session waits for the running transaction forever.
 */
export async function prepareRadioHour(now: Date, teamIds: readonly (Types.ObjectId | null)[]): Promise<RadioHour> {
  const audiences = [...new Set(teamIds.map(audienceOf))];
  const collections = await Promise.all(audiences.map((audience) => radioHoursOf(audience).collectionFor(now)));
  return { at: now, collections: new Map(audiences.map((audience, i) => [audience, collections[i]!.collectionName])) };
}

/**
 * How long a message stays in radio_recent: eight times the live feed's 15-second lookback, and short
 * because the notes of a trade are inserted there inside its transaction, which on jongodb costs in
 * proportion to what the collection holds.
 */
const RECENT_KEEP_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 30_000;
let lastSweepAt: number | null = null;
onDatabaseReset(() => {
  lastSweepAt = null;
});

/** Deletes what the live feed no longer needs, at most once per 30 s per process (by message time). */
async function sweepRecent(now: Date, session: ClientSession | null): Promise<void> {
  const at = now.getTime();
  if (lastSweepAt !== null && at >= lastSweepAt && at - lastSweepAt < SWEEP_EVERY_MS) return;
  lastSweepAt = at;
  await RadioRecentModel.deleteMany({ createdAt: { $lt: new Date(at - RECENT_KEEP_MS) } }, { session: session ?? undefined });
}

/** Inside a transaction a lost race is a write conflict the driver retries with the whole transaction. */
const upsert = (write: () => Promise<unknown>, session: ClientSession | null) => (session ? write() : upsertRetryingOnce(write));

/**
 * Stores messages (inside the caller's transaction when given one); the body is sanitised here, images
 * left without a source dropped. Each message is appended to its audience's bucket of the hour, counted
 * in the audience's summary and copied into radio_recent for the live feed.
 */
export async function postRadioMessages(
  messages: readonly NewRadioMessage[],
  hour: RadioHour,
  session: ClientSession | null = null,
): Promise<RadioMessageRecord[]> {
  if (messages.length === 0) return [];
  const records: RadioMessageRecord[] = messages.map((message) => ({
    _id: new mongoose.Types.ObjectId(),
    teamId: message.teamId,
    sender: message.sender,
    messageType: message.messageType,
    title: message.title,
    html: cleanRadioBody(message.html),
    createdAt: hour.at,
    createdBy: message.createdBy,
    tradeId: message.tradeId ?? null,
  }));
  const options = { upsert: true, session: session ?? undefined };
  for (const record of records) {
    const audience = audienceOf(record.teamId);
    const name = hour.collections.get(audience);
    if (!name) throw new Error(`radio hour not prepared for audience ${audience}`);
    const bucket = radioHoursOf(audience).collection(name);
    await upsert(() => bucket.updateOne({ _id: audience }, { $addToSet: { messages: record }, $inc: { n: 1 } }, options), session);
    await upsert(() => RadioAudienceModel.updateOne({ _id: audience }, { $inc: { total: 1 }, $addToSet: { hours: name } }, options), session);
  }
  await RadioRecentModel.insertMany(records, { session });
  await sweepRecent(hour.at, session);
  return records;
}
