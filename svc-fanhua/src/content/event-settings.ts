import { HttpError } from '@citygames/service-kit/errors';
import { EventSettingsModel, EVENT_SETTINGS_ID, type EventSettingsRecord } from './event-settings.model.js';
import { texts } from '../texts.js';

/** The loaded pack's settings, or null before any import. */
export async function findEventSettings(): Promise<EventSettingsRecord | null> {
  return EventSettingsModel.findById(EVENT_SETTINGS_ID).lean<EventSettingsRecord>();
}

/** The loaded pack's settings; 503 PACK_NOT_LOADED while no pack has been imported. */
export async function requireEventSettings(): Promise<EventSettingsRecord> {
  const settings = await findEventSettings();
  if (!settings) throw new HttpError(503, 'PACK_NOT_LOADED', texts.packNotLoaded);
  return settings;
}
