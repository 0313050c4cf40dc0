import { HttpError } from '@citygames/service-kit/errors';
import { VersionedCache } from '@citygames/service-kit/versioned-cache';
import { CURRENT_PACK_ID, EventPackModel } from '../data-access/event-pack-model.js';
import type { EventPack } from './pack-schema.js';

export const PACK_NOT_LOADED_MESSAGE = '活动内容尚未导入，请联系组织者';

const packCache = new VersionedCache<EventPack>();

/**
 * The current event pack (validated when it was imported), or null when none is loaded. Each call
 * reads only the pack's revision (counted up by every import); the pack itself is read and parsed
 * once per revision and shared, frozen, by every request.
 */
export async function loadCurrentPack(): Promise<EventPack | null> {
  const head = await EventPackModel.findById(CURRENT_PACK_ID, { revision: 1 }).lean();
  if (!head) return null;
  return packCache.get(String(head.revision), async () => {
    const stored = await EventPackModel.findById(CURRENT_PACK_ID).lean();
    if (!stored) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
    return { version: String(stored.revision), value: stored.content as EventPack };
  });
}

export async function requireCurrentPack(): Promise<EventPack> {
  const pack = await loadCurrentPack();
  if (!pack) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
  return pack;
}
