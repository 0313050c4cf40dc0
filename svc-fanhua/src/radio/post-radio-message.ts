import mongoose, { type ClientSession, type Types } from 'mongoose';
import { sanitizeRichText } from '@citygames/service-kit/sanitize-html';
import { dropImagesWithoutSource } from '@citygames/contracts/common/rich-text.rules';
import type { RadioMessageType, RadioStoredSender } from '@citygames/contracts/fanhua/radio.rules';
import { audienceOf, RadioMessageModel, type RadioMessageRecord } from './radio-message.model.js';

export interface NewRadioMessage {
  /** null: every team. */
  teamId: Types.ObjectId | null;
  sender: RadioStoredSender;
  messageType: RadioMessageType;
  title: string;
  html: string;
  createdBy: string;
  tradeId?: Types.ObjectId | null;
}

/** The stored form of a radio body: the shared sanitiser, then images left without a source dropped. */
export const cleanRadioBody = (html: string) => dropImagesWithoutSource(sanitizeRichText(html));

/**
 * Stores messages as of `at`, inside the caller's transaction when given one (a trade's notes commit
 * or vanish with the trade): one insert of one document per message, the body sanitised here and
 * images left without a source dropped. The radio page and the live feed read these documents.
 */
export async function postRadioMessages(messages: readonly NewRadioMessage[], at: Date, session: ClientSession | null = null): Promise<RadioMessageRecord[]> {
  if (messages.length === 0) return [];
  const records: RadioMessageRecord[] = messages.map((message) => ({
    _id: new mongoose.Types.ObjectId(),
    audience: audienceOf(message.teamId),
    teamId: message.teamId,
    sender: message.sender,
    messageType: message.messageType,
    title: message.title,
    html: cleanRadioBody(message.html),
    createdAt: at,
    createdBy: message.createdBy,
    tradeId: message.tradeId ?? null,
  }));
  await RadioMessageModel.insertMany(records, { session });
  return records;
}
