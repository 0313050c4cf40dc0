import type { ClientSession, Types } from 'mongoose';
import { sanitizeRichText } from '@citygames/service-kit/sanitize-html';
import { dropImagesWithoutSource } from '@citygames/contracts/common/rich-text.rules';
import type { RadioMessageType, RadioSender } from '@citygames/contracts/fanhua/radio.rules';
import { RadioMessageModel, type RadioMessageRecord } from './radio-message.model.js';

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

/** Stores messages (inside the caller's transaction when given one); the body is sanitised here, images left without a source dropped. */
export async function postRadioMessages(messages: readonly NewRadioMessage[], now: Date, session: ClientSession | null = null): Promise<RadioMessageRecord[]> {
  if (messages.length === 0) return [];
  const documents = messages.map((message) => ({
    teamId: message.teamId,
    sender: message.sender,
    messageType: message.messageType,
    title: message.title,
    html: cleanRadioBody(message.html),
    createdAt: now,
    createdBy: message.createdBy,
    tradeId: message.tradeId ?? null,
  }));
  const created = await RadioMessageModel.create(documents, { session, ordered: true });
  return created.map((document) => document.toObject() as RadioMessageRecord);
}
