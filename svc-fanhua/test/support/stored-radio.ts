import mongoose from 'mongoose';
import { HOURLY_COLLECTIONS } from '@citygames/service-kit/hourly-collections';
import { postRadioMessages, prepareRadioHour, type NewRadioMessage } from '../../src/radio/post-radio-message.js';
import { RADIO_BUCKET_PREFIX, type RadioBucketDocument, type RadioMessageRecord } from '../../src/radio/radio-message.model.js';

export type StoredRadioMessage = RadioMessageRecord & { audience: string; collection: string };

export interface StoredRadioMatch {
  /** A team's id (hex), or null for broadcasts. */
  teamId?: string | null;
  title?: string | RegExp;
  tradeId?: string;
}

const matches = (message: RadioMessageRecord, match: StoredRadioMatch) =>
  (match.teamId === undefined || (message.teamId ? message.teamId.toHexString() : null) === match.teamId) &&
  (match.title === undefined || (typeof match.title === 'string' ? message.title === match.title : match.title.test(message.title))) &&
  (match.tradeId === undefined || message.tradeId?.toHexString() === match.tradeId);

/** The bucket collections of every audience and hour ever written (recorded in hourly_collections). */
export async function radioBucketNames(): Promise<string[]> {
  const records = await mongoose.connection
    .collection<{ _id: string; family: string }>(HOURLY_COLLECTIONS)
    .find({ family: { $regex: `^${RADIO_BUCKET_PREFIX}` } })
    .toArray();
  return records.map((record) => record._id).sort();
}

/** Every radio message stored in every recorded radio bucket (optionally only those matching), oldest first. */
export async function storedRadioMessages(match: StoredRadioMatch = {}): Promise<StoredRadioMessage[]> {
  const messages: StoredRadioMessage[] = [];
  for (const name of await radioBucketNames()) {
    for (const bucket of await mongoose.connection.collection<RadioBucketDocument>(name).find({}).toArray()) {
      messages.push(...bucket.messages.map((message) => ({ ...message, audience: bucket._id, collection: name })));
    }
  }
  return messages
    .filter((message) => matches(message, match))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a._id.toHexString().localeCompare(b._id.toHexString()));
}

/** Stores messages through the service's own write path, as if posted at `at`. */
export async function storeRadioMessages(messages: readonly NewRadioMessage[], at: Date): Promise<RadioMessageRecord[]> {
  return postRadioMessages(
    messages,
    await prepareRadioHour(
      at,
      messages.map((message) => message.teamId),
    ),
  );
}
