import mongoose, { Schema, type Types } from 'mongoose';
import { RADIO_MESSAGE_TYPES, RADIO_STORED_SENDERS, type RadioMessageType, type RadioStoredSender } from '@citygames/contracts/fanhua/radio.rules';

/** Who hears a message: a team (its id, hex) or every team. */
export type RadioAudience = string;
export const BROADCAST_AUDIENCE: RadioAudience = 'all';

/** The sequence that numbers the radio's messages (service-kit sequence.ts). */
export const RADIO_SEQUENCE = 'radio';

export const audienceOf = (teamId: Types.ObjectId | null): RadioAudience => (teamId ? teamId.toHexString() : BROADCAST_AUDIENCE);

/**
 * One radio message: to one team, or to every team when `teamId` is null (a broadcast); `audience`
 * is the same fact as one indexable value (the team's id, or 'all'), so a team's page is one index
 * range per audience. `html` is sanitised on the way in; browsers sanitise again before rendering.
 * Times are UTC.
 */
export interface RadioMessageRecord {
  _id: Types.ObjectId;
  audience: RadioAudience;
  teamId: Types.ObjectId | null;
  sender: RadioStoredSender;
  messageType: RadioMessageType;
  title: string;
  html: string;
  createdAt: Date;
  /** The message's position in the radio (the `radio` sequence, taken in the transaction that stores it): streams deliver and resume by it. */
  seq: number;
  /** 'system' for messages the service writes, 'admin:<account id>' for an administrator's, 'organizer:<organiser id>' for the console's messages. */
  createdBy: string;
  tradeId: Types.ObjectId | null;
}

const radioMessageSchema = new Schema<RadioMessageRecord>(
  {
    audience: { type: String, required: true },
    teamId: { type: Schema.Types.ObjectId, default: null },
    sender: { type: String, required: true, enum: RADIO_STORED_SENDERS },
    messageType: { type: String, required: true, enum: RADIO_MESSAGE_TYPES },
    title: { type: String, required: true },
    html: { type: String, required: true },
    createdAt: { type: Date, required: true },
    seq: { type: Number, required: true },
    createdBy: { type: String, required: true },
    tradeId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'radio_messages', versionKey: false },
);

/** The radio page and its total: the newest messages of a team's audience and of 'all', merged by the server from two index ranges. */
radioMessageSchema.index({ audience: 1, seq: -1 }, { name: 'by_audience_seq' });
/** The live feed and a resumed stream: every message after a position, across all audiences; one message per position. */
radioMessageSchema.index({ seq: 1 }, { name: 'by_seq', unique: true });

export const RadioMessageModel = mongoose.model('RadioMessage', radioMessageSchema);

/** A message as the radio endpoints and the stream send it (RadioMessage of the contracts). */
export interface RadioMessageView {
  id: string;
  sender: RadioStoredSender;
  message_type: RadioMessageType;
  title: string;
  msg: string;
  created_at: string;
  scope: 'team' | 'all';
  seq: number;
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
    seq: record.seq,
  };
}
