import { HttpError } from '@citygames/service-kit/errors';
import { EventSettingsModel, EVENT_SETTINGS_ID, type EventSettingsRecord } from './event-settings.model.js';

/** The loaded pack's settings; 503 PACK_NOT_LOADED while no pack has been imported. */
export async function requireEventSettings(): Promise<EventSettingsRecord> {
  const settings = await EventSettingsModel.findById(EVENT_SETTINGS_ID).lean<EventSettingsRecord>();
  if (!settings) throw new HttpError(503, 'PACK_NOT_LOADED', '活动内容尚未导入，请联系组织者');
  return settings;
}

/** 'YYYY-MM-DD H:mm' of an instant in the event's time zone, for the 'opens after' messages. */
export function formatEventTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${Number(part('hour'))}:${part('minute')}` };
}
