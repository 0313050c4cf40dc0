import mongoose, { Schema } from 'mongoose';
import { radioMessageFields, type RadioMessageRecord } from './radio-message.model.js';

/**
 * The messages of the last minutes, one document each (the same `_id` as in its bucket), for the live
 * feed, which polls by time across all teams. The writer of messages deletes the older ones
 * (post-radio-message.ts), so this collection never grows with the event.
 */
const radioRecentSchema = new Schema<RadioMessageRecord>(radioMessageFields, { collection: 'radio_recent', versionKey: false });

radioRecentSchema.index({ createdAt: 1 }, { name: 'by_time' });

export const RadioRecentModel = mongoose.model('RadioRecent', radioRecentSchema);
