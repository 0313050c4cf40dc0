import type { ClientSession } from 'mongoose';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { AreaModel } from '../areas/area.model.js';
import { newContentVersion } from './content-version.js';
import { forgetEventSettings } from './event-settings.js';
import { EventSettingsModel, EVENT_SETTINGS_ID } from './event-settings.model.js';
import type { FanhuaPack } from './pack-schema.js';

export interface ImportSummary {
  areas: number;
  removed: number;
}

/**
 * Loads a validated pack in one transaction: the event settings, every area (replaced by id) and
 * the removal of areas the pack no longer has. Teams, assets and area trades are kept.
 * `alsoInTransaction` adds writes of the caller (the studio's version record) to that transaction.
 */
export async function importPack(
  pack: FanhuaPack,
  now: Date,
  alsoInTransaction?: (session: ClientSession, summary: ImportSummary) => Promise<void>,
): Promise<ImportSummary> {
  const summary = await runTransaction(async (session) => {
    await EventSettingsModel.replaceOne(
      { _id: EVENT_SETTINGS_ID },
      {
        _id: EVENT_SETTINGS_ID,
        name: pack.name,
        timezone: pack.timezone,
        opensAt: pack.opensAt ? new Date(pack.opensAt) : null,
        mapCenter: pack.mapCenter,
        gpsTestAreas: pack.gpsTestAreas,
        importedAt: now,
        contentVersion: newContentVersion(),
      },
      { upsert: true, session },
    );
    const ids = pack.areas.map((area) => area.id);
    const removed = await AreaModel.deleteMany({ _id: { $nin: ids } }, { session });
    for (const area of pack.areas) {
      await AreaModel.replaceOne(
        { _id: area.id },
        {
          _id: area.id,
          name: area.name,
          location: area.location,
          lat: area.lat,
          lng: area.lng,
          radiusKm: area.radiusKm,
          hidden: area.hidden,
          revealAt: area.revealAt ? new Date(area.revealAt) : null,
          landmark: area.landmark,
          special: area.special ?? null,
          rewards: area.rewards.map((group) => ({
            id: group.id,
            ...(group.text ? { text: group.text } : {}),
            requires: group.requires,
            gives: group.gives,
            conds: group.conds,
          })),
          updatedAt: now,
        },
        { upsert: true, session },
      );
    }
    const summary = { areas: pack.areas.length, removed: removed.deletedCount ?? 0 };
    await alsoInTransaction?.(session, summary);
    return summary;
  });
  forgetEventSettings();
  return summary;
}

export async function isPackLoaded(): Promise<boolean> {
  return (await EventSettingsModel.exists({ _id: EVENT_SETTINGS_ID })) !== null;
}
