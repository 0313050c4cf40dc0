import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import { HttpError } from '@citygames/service-kit/http/errors';
import { RecheckedValue } from '@citygames/service-kit/data/rechecked-value';
import { VersionedCache } from '@citygames/service-kit/data/versioned-cache';
import { CURRENT_PACK_ID, EventPackModel } from './event-pack.model.js';
import type { EventPack } from './pack-schema.js';

export const PACK_NOT_LOADED_MESSAGE = '活动内容尚未导入，请联系组织者';

const packCache = new VersionedCache<EventPack>();

/** The current pack's version, read again at most once a second per replica (rechecked-value.ts). */
const packHead = new RecheckedValue(async () => {
  const head = await EventPackModel.findById(CURRENT_PACK_ID, { contentVersion: 1 }).lean();
  return head?.contentVersion ?? null;
});

/** An import on this replica has committed: the next request reads the new version at once. */
export function forgetPackVersion(): void {
  packHead.forget();
}

/**
 * The current event pack (validated when it was imported), or null when none is loaded. The version
 * changes with every import (never with a roster change: the roster is not in the pack); the pack
 * itself is read and parsed once per version and shared, frozen, by every request.
 */
export async function loadCurrentPack(): Promise<EventPack | null> {
  const version = await packHead.get();
  if (version === null) return null;
  return packCache.get(version, async () => {
    const stored = await EventPackModel.findById(CURRENT_PACK_ID).lean();
    if (!stored) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
    return { version: stored.contentVersion, value: stored.content as EventPack };
  });
}

export async function requireCurrentPack(): Promise<EventPack> {
  const pack = await loadCurrentPack();
  if (!pack) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
  return pack;
}

/**
 * The current pack's event name, when it was imported and how many imports there were, or null when none is loaded.
 * Read from the database (in `session` when given, e.g. inside the import's own transaction), never from the cache.
 */
export async function readPackImportInfo(session?: ClientSession): Promise<{ name: string; importedAt: Date; revision: number } | null> {
  const stored = await EventPackModel.findById(CURRENT_PACK_ID, { 'content.event.name': 1, importedAt: 1, revision: 1 })
    .session(session ?? null)
    .lean();
  return stored ? { name: (stored.content as Pick<EventPack, 'event'>).event.name, importedAt: stored.importedAt, revision: stored.revision } : null;
}

/** Replaces the current pack; a new content version tells every cached reader it changed. */
export async function writeCurrentPack(pack: EventPack, now: Date, session: ClientSession): Promise<void> {
  await EventPackModel.updateOne(
    { _id: CURRENT_PACK_ID },
    { $set: { content: pack, importedAt: now, contentVersion: randomUUID() }, $inc: { revision: 1 } },
    { upsert: true, session },
  );
}

/** The stored pack as it was imported, or null when none is loaded. */
export async function readStoredPack(): Promise<EventPack | null> {
  const stored = await EventPackModel.findById(CURRENT_PACK_ID, { content: 1 }).lean();
  return stored ? (stored.content as EventPack) : null;
}
