import mongoose, { Schema } from 'mongoose';
import { radioMessageFields, type RadioMessageRecord } from './radio-message.model.js';

/**
 * The single `radio_messages` collection of databases written before messages moved to hourly
 * buckets (radio-message.model.ts): one document per message. Nothing writes here any more; the radio
 * page still reads it when it has documents, so an event upgraded mid-way keeps its earlier messages.
 * Declares no index, so a new database never gets this collection; an old one keeps the `by_team_time`
 * index it was given then, which the page's reads use.
 */
const legacyRadioMessageSchema = new Schema<RadioMessageRecord>(radioMessageFields, { collection: 'radio_messages', versionKey: false, autoCreate: false });

export const LegacyRadioMessageModel = mongoose.model('LegacyRadioMessage', legacyRadioMessageSchema);
