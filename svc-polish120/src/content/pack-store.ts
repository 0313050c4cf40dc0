import { HttpError } from '@citygames/service-kit/errors';
import { CURRENT_PACK_ID, EventPackModel } from '../data-access/event-pack-model.js';
import type { EventPack } from './pack-schema.js';

export const PACK_NOT_LOADED_MESSAGE = '活动内容尚未导入，请联系组织者';

/** The current event pack (validated when it was imported), or null when none is loaded. */
export async function loadCurrentPack(): Promise<EventPack | null> {
  const stored = await EventPackModel.findById(CURRENT_PACK_ID).lean();
  return stored ? (stored.content as EventPack) : null;
}

export async function requireCurrentPack(): Promise<EventPack> {
  const pack = await loadCurrentPack();
  if (!pack) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
  return pack;
}
