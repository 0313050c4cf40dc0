import mongoose, { type ClientSession, type Types } from 'mongoose';
import { sanitizeRichText } from '@citygames/service-kit/pure/sanitize-html';
import { takeSequenceNumbers } from '@citygames/service-kit/data/sequence';
import { runTransaction, type EffectAnswer } from '@citygames/service-kit/data/transaction';
import { dropImagesWithoutSource } from '@citygames/contracts/common/rich-text.rules';
import type { RadioMessageType, RadioStoredSender } from '@citygames/contracts/fanhua/radio.rules';
import { audienceOf, RADIO_SEQUENCE, RadioMessageModel, type RadioMessageRecord } from './radio-message.model.js';

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
 * or vanish with the trade), else in a transaction of their own: one document per message, the body
 * sanitised here and images left without a source dropped, each numbered by the radio sequence in the
 * same transaction (so the live feed delivers them in commit order, docs/invariants.md「按位置投递」). With a
 * transaction of their own, the route's answer (`answer`) commits with them.
 */
export async function postRadioMessages(
  messages: readonly NewRadioMessage[],
  at: Date,
  session: ClientSession | null = null,
  answer?: EffectAnswer<RadioMessageRecord[]>,
): Promise<RadioMessageRecord[]> {
  if (messages.length === 0) return [];
  if (!session) return runTransaction((own) => postRadioMessages(messages, at, own), { answer });
  const first = await takeSequenceNumbers(RADIO_SEQUENCE, messages.length, session);
  const records: RadioMessageRecord[] = messages.map((message, index) => ({
    _id: new mongoose.Types.ObjectId(),
    audience: audienceOf(message.teamId),
    teamId: message.teamId,
    sender: message.sender,
    messageType: message.messageType,
    title: message.title,
    html: cleanRadioBody(message.html),
    createdAt: at,
    seq: first + index,
    createdBy: message.createdBy,
    tradeId: message.tradeId ?? null,
  }));
  await RadioMessageModel.insertMany(records, { session });
  return records;
}
