import { HttpError } from '@citygames/service-kit/errors';
import { VersionedCache } from '@citygames/service-kit/versioned-cache';
import { CURRENT_PACK_ID, EventPackModel } from '../data-access/event-pack-model.js';
import type { EventPack } from './pack-schema.js';

export const PACK_NOT_LOADED_MESSAGE = '活动内容尚未导入，请联系组织者';

const packCache = new VersionedCache<EventPack>();

/**
 * The current event pack (validated when it was imported), or null when none is loaded. Each call
 * reads only the pack's version: its revision and import id (both new at every import) and its roster version
 * (counted up by every organiser roster change, which rewrites the pack's teams in place). The pack
 * itself is read and parsed once per version and shared, frozen, by every request.
 */
export async function loadCurrentPack(): Promise<EventPack | null> {
  const head = await EventPackModel.collection.findOne({ _id: CURRENT_PACK_ID as never }, { projection: { revision: 1, importId: 1, rosterVersion: 1 } });
  if (!head) return null;
  return packCache.get(packVersionOf(head), async () => {
    const stored = await EventPackModel.collection.findOne({ _id: CURRENT_PACK_ID as never });
    if (!stored) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
    return { version: packVersionOf(stored), value: stored.content as EventPack };
  });
}

export async function requireCurrentPack(): Promise<EventPack> {
  const pack = await loadCurrentPack();
  if (!pack) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
  return pack;
}

function packVersionOf(stored: Record<string, unknown>): string {
  return `${String(stored.revision)}:${String(stored.importId ?? '')}:${String(stored.rosterVersion ?? 0)}`;
}
