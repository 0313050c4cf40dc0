import mongoose, { Schema, type Types } from 'mongoose';
import { RADIO_MESSAGE_TYPES, RADIO_SENDERS, type RadioMessageType, type RadioSender } from '@citygames/contracts/fanhua/radio.rules';

/**
 * One radio message: to one team, or to every team when `teamId` is null (a broadcast).
 * `html` is sanitised on the way in; browsers sanitise again before rendering. Times are UTC.
 */
const radioMessageSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, default: null },
    sender: { type: String, required: true, enum: RADIO_SENDERS },
    messageType: { type: String, required: true, enum: RADIO_MESSAGE_TYPES },
    title: { type: String, required: true },
    html: { type: String, required: true },
    createdAt: { type: Date, required: true },
    /** 'system' for messages the service writes, 'admin:<account id>' for an administrator's. */
    createdBy: { type: String, required: true },
    tradeId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'radio_messages', versionKey: false },
);

radioMessageSchema.index({ teamId: 1, createdAt: -1 }, { name: 'by_team_time' });
/** The live feed polls by time across all teams. */
radioMessageSchema.index({ createdAt: 1 }, { name: 'by_time' });

export interface RadioMessageRecord {
  _id: Types.ObjectId;
  teamId: Types.ObjectId | null;
  sender: RadioSender;
  messageType: RadioMessageType;
  title: string;
  html: string;
  createdAt: Date;
  createdBy: string;
  tradeId: Types.ObjectId | null;
}

export const RadioMessageModel = mongoose.model('RadioMessage', radioMessageSchema);

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
