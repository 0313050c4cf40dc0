import type { Types } from 'mongoose';
import { audienceOf, BROADCAST_AUDIENCE, RadioMessageModel, type RadioMessageRecord } from './radio-message.model.js';

export interface RadioPageRecords {
  total: number;
  records: RadioMessageRecord[];
}

/**
 * One page of what a team hears (its own messages and the broadcasts; a player without a team hears
 * the broadcasts only), newest position first. The page and its total read the same filter on the
 * `by_audience_seq` index, so the total is exactly the number of stored messages the pages walk through.
 */
export async function readRadioPage(teamId: Types.ObjectId | null, page: number, limit: number): Promise<RadioPageRecords> {
  const filter = { audience: { $in: teamId ? [audienceOf(teamId), BROADCAST_AUDIENCE] : [BROADCAST_AUDIENCE] } };
  const [total, records] = await Promise.all([
    RadioMessageModel.countDocuments(filter),
    RadioMessageModel.find(filter)
      .sort({ seq: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<RadioMessageRecord[]>(),
  ]);
  return { total, records };
}
