import { HttpError } from '@citygames/service-kit/http/errors';
import { RecheckedValue } from '@citygames/service-kit/data/rechecked-value';
import { EventSettingsModel, EVENT_SETTINGS_ID, type EventSettingsRecord } from './event-settings.model.js';
import { texts } from '../texts.js';

/** The settings with the content version of the areas, read again at most once a second per replica (rechecked-value.ts). */
const settingsHead = new RecheckedValue(() => EventSettingsModel.findById(EVENT_SETTINGS_ID).lean<EventSettingsRecord>());

/** An import or an area edit on this replica has committed: the next request reads the settings and the areas' version at once. */
export function forgetEventSettings(): void {
  settingsHead.forget();
}

/** The loaded pack's settings, or null before any import. Shared by concurrent requests: never change it. */
export async function findEventSettings(): Promise<EventSettingsRecord | null> {
  return settingsHead.get();
}

/** The loaded pack's settings; 503 PACK_NOT_LOADED while no pack has been imported. */
export async function requireEventSettings(): Promise<EventSettingsRecord> {
  const settings = await findEventSettings();
  if (!settings) throw new HttpError(503, 'PACK_NOT_LOADED', texts.packNotLoaded);
  return settings;
}
