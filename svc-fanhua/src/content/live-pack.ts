import { AreaModel, type AreaRecord } from '../areas/area.model.js';
import { EVENT_SETTINGS_ID, EventSettingsModel, type EventSettingsRecord } from './event-settings.model.js';
import type { FanhuaPack } from './pack-schema.js';

type RewardEntry = FanhuaPack['areas'][number]['rewards'][number]['gives'][number];
const entries = (list: readonly RewardEntry[]) => list.map(({ type, arg, count }) => ({ type, arg, count }));

/**
 * The loaded event as a pack the import accepts again (the studio starts a draft from it): the
 * settings and every area with its rewards as stored, so it includes rewards changed since the import.
 */
export async function readLivePack(): Promise<Record<string, unknown> | null> {
  const settings = await EventSettingsModel.findById(EVENT_SETTINGS_ID).lean<EventSettingsRecord>();
  if (!settings) return null;
  const areas = await AreaModel.find().sort({ _id: 1 }).lean<AreaRecord[]>();
  return {
    format: 'citygames-fanhua-pack/1',
    name: settings.name,
    timezone: settings.timezone,
    opensAt: settings.opensAt ? settings.opensAt.toISOString() : null,
    coordinateSystem: 'WGS-84',
    mapCenter: { lat: settings.mapCenter.lat, lng: settings.mapCenter.lng },
    gpsTestAreas: settings.gpsTestAreas.map(({ name, lat, lng, radiusKm }) => ({ name, lat, lng, radiusKm })),
    areas: areas.map((area) => ({
      id: area._id,
      name: area.name,
      location: area.location,
      lat: area.lat,
      lng: area.lng,
      radiusKm: area.radiusKm,
      hidden: area.hidden,
      ...(area.revealAt ? { revealAt: area.revealAt.toISOString() } : {}),
      landmark: area.landmark,
      ...(area.special ? { special: area.special } : {}),
      rewards: area.rewards.map((group) => ({
        id: group.id,
        ...(group.text ? { text: group.text } : {}),
        requires: entries(group.requires),
        gives: entries(group.gives),
        conds: entries(group.conds),
      })),
    })),
  };
}
