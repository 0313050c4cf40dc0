import mongoose, { Schema } from 'mongoose';

/** The one settings document of the loaded pack (`_id: 'event'`). */
const eventSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    timezone: { type: String, required: true },
    opensAt: { type: Date, default: null },
    mapCenter: { lat: Number, lng: Number },
    gpsTestAreas: { type: [{ _id: false, name: String, lat: Number, lng: Number, radiusKm: Number }], default: [] },
    importedAt: { type: Date, required: true },
    /** Changes with every write to the areas (import, reward edit): the key of every replica's area cache. */
    contentVersion: { type: String, required: true },
  },
  { collection: 'event_settings', versionKey: false },
);

export const EVENT_SETTINGS_ID = 'event';

export interface EventSettingsRecord {
  _id: string;
  name: string;
  timezone: string;
  opensAt: Date | null;
  mapCenter: { lat: number; lng: number };
  gpsTestAreas: { name: string; lat: number; lng: number; radiusKm: number }[];
  importedAt: Date;
  contentVersion: string;
}

export const EventSettingsModel = mongoose.model('EventSettings', eventSettingsSchema);
