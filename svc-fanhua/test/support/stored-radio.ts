import { postRadioMessages, type NewRadioMessage } from '../../src/radio/post-radio-message.js';
import { RadioMessageModel, type RadioMessageRecord } from '../../src/radio/radio-message.model.js';

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

/** Every stored radio message (optionally only those matching), oldest first. */
export async function storedRadioMessages(match: StoredRadioMatch = {}): Promise<RadioMessageRecord[]> {
  const messages = await RadioMessageModel.find({}).sort({ seq: 1 }).lean<RadioMessageRecord[]>();
  return messages.filter((message) => matches(message, match));
}

/** Stores messages through the service's own write path, as if posted at `at`. */
export async function storeRadioMessages(messages: readonly NewRadioMessage[], at: Date): Promise<RadioMessageRecord[]> {
  return postRadioMessages(messages, at);
}
