import { Schema, type Types } from 'mongoose';
import { defineHourlyCollections, type HourlyCollections } from '@citygames/service-kit/hourly-collections';
import { RADIO_MESSAGE_TYPES, RADIO_SENDERS, type RadioMessageType, type RadioSender } from '@citygames/contracts/fanhua/radio.rules';

/**
 * One radio message: to one team, or to every team when `teamId` is null (a broadcast).
 * `html` is sanitised on the way in; browsers sanitise again before rendering. Times are UTC.
 */
export interface RadioMessageRecord {
  _id: Types.ObjectId;
  teamId: Types.ObjectId | null;
  sender: RadioSender;
  messageType: RadioMessageType;
  title: string;
  html: string;
  createdAt: Date;
  /** 'system' for messages the service writes, 'admin:<account id>' for an administrator's. */
  createdBy: string;
  tradeId: Types.ObjectId | null;
}

/** The fields of a message for the collections that keep one document per message (recent, legacy). */
export const radioMessageFields = {
  teamId: { type: Schema.Types.ObjectId, default: null },
  sender: { type: String, required: true, enum: RADIO_SENDERS },
  messageType: { type: String, required: true, enum: RADIO_MESSAGE_TYPES },
  title: { type: String, required: true },
  html: { type: String, required: true },
  createdAt: { type: Date, required: true },
  createdBy: { type: String, required: true },
  tradeId: { type: Schema.Types.ObjectId, default: null },
};

/** Who hears a message: a team (its id, hex) or every team. */
export type RadioAudience = string;
export const BROADCAST_AUDIENCE: RadioAudience = 'all';

export const audienceOf = (teamId: Types.ObjectId | null): RadioAudience => (teamId ? teamId.toHexString() : BROADCAST_AUDIENCE);

/**
 * The messages of one audience in one UTC hour: one document (`_id` = the audience) in a collection of
 * its own, `radio_<audience>_h2026112609` (by the message's `createdAt`). Entries are appended with
 * `$addToSet`; each has its own `_id`, so two equal messages stay two.
 *
 * A collection per audience, not one per hour for all teams: on jongodb a write inside a transaction
 * costs in proportion to everything the written collection holds (measured: about 0.05 ms per stored
 * message, whether in one document or many), and trade notes are written in the trade's transaction.
 * So a note costs what its team's radio of this hour holds, not what the whole event or hour holds.
 */
export interface RadioBucketDocument {
  _id: RadioAudience;
  n: number;
  messages: RadioMessageRecord[];
}

/** Every bucket family's name starts with this; a bucket collection's name ends with its hour (`_h` + ten digits). */
export const RADIO_BUCKET_PREFIX = 'radio_';

const families = new Map<RadioAudience, HourlyCollections<RadioBucketDocument>>();

/** The hourly bucket collections of one audience (`radio_<audience>_h…`). */
export function radioHoursOf(audience: RadioAudience): HourlyCollections<RadioBucketDocument> {
  let family = families.get(audience);
  if (!family) {
    family = defineHourlyCollections<RadioBucketDocument>(`${RADIO_BUCKET_PREFIX}${audience}`);
    families.set(audience, family);
  }
  return family;
}

/** A message as the radio endpoints and the stream send it (RadioMessage of the contracts). */
export interface RadioMessageView {
  id: string;
  sender: RadioSender;
  message_type: RadioMessageType;
  title: string;
  msg: string;
  created_at: string;
  scope: 'team' | 'all';
}

export function toRadioMessageView(record: RadioMessageRecord): RadioMessageView {
  return {
    id: String(record._id),
    sender: record.sender,
    message_type: record.messageType,
    title: record.title,
    msg: record.html,
    created_at: record.createdAt.toISOString(),
    scope: record.teamId ? 'team' : 'all',
  };
}
