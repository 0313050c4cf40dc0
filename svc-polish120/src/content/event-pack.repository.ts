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
  const head = await EventPackModel.collection.findOne({ _id: CURRENT_PACK_ID as never }, { projection: { contentVersion: 1, revision: 1, rosterVersion: 1 } });
  return head ? packVersionOf(head as { contentVersion?: unknown }) : null;
});

/** An import or a roster edit on this replica has committed: the next request reads the new version at once. */
export function forgetPackVersion(): void {
  packHead.forget();
}

/**
 * The current event pack (validated when it was imported), or null when none is loaded. The version
 * changes with every import and every organiser roster change (which rewrites the pack's teams in
 * place); the pack itself is read and parsed once per version and shared, frozen, by every request.
 */
export async function loadCurrentPack(): Promise<EventPack | null> {
  const version = await packHead.get();
  if (version === null) return null;
  return packCache.get(version, async () => {
    const stored = await EventPackModel.collection.findOne({ _id: CURRENT_PACK_ID as never });
    if (!stored) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
    return { version: packVersionOf(stored as { contentVersion?: unknown }), value: stored.content as EventPack };
  });
}

export async function requireCurrentPack(): Promise<EventPack> {
  const pack = await loadCurrentPack();
  if (!pack) throw new HttpError(503, 'EVENT_NOT_LOADED', PACK_NOT_LOADED_MESSAGE);
  return pack;
}

/** When the current pack was imported and how many imports there were, or null when none is loaded. */
export async function readPackImportInfo(): Promise<{ importedAt: Date; revision: number } | null> {
  return EventPackModel.findById(CURRENT_PACK_ID, { importedAt: 1, revision: 1 }).lean();
}

/** Replaces the current pack; a new content version tells every cached reader it changed. */
export async function writeCurrentPack(pack: EventPack, now: Date, session: ClientSession): Promise<void> {
  await EventPackModel.updateOne(
    { _id: CURRENT_PACK_ID },
    { $set: { content: pack, importedAt: now, contentVersion: randomUUID() }, $inc: { revision: 1 } },
    { upsert: true, session },
  );
}

/** The current pack's teams with the counters that guard a roster edit. */
export interface StoredRoster {
  teams: EventPack['teams'];
  revision: number;
  rosterVersion: number;
}

/** The stored pack's teams and guards, read from the database (never from the cache), or null when none is loaded. */
export async function readPackRoster(): Promise<StoredRoster | null> {
  const stored = await EventPackModel.collection.findOne({ _id: CURRENT_PACK_ID as never });
  if (!stored) return null;
  return { teams: (stored.content as EventPack).teams, revision: stored.revision as number, rosterVersion: (stored.rosterVersion as number | undefined) ?? 0 };
}

/** The stored pack's teams (none when no pack is loaded); pass a session to read them in a transaction. */
export async function readStoredTeams(session?: ClientSession): Promise<EventPack['teams']> {
  const stored = await EventPackModel.findById(CURRENT_PACK_ID, { 'content.teams': 1 }, session ? { session } : {}).lean();
  return stored ? (stored.content as EventPack).teams : [];
}

/**
 * Replaces the pack's teams only if neither an import nor another roster edit happened since `before`
 * was read (compare-and-set on the revision and the roster version); false when one did.
 */
export async function writePackTeams(before: StoredRoster, teams: EventPack['teams'], session: ClientSession): Promise<boolean> {
  const written = await EventPackModel.collection.updateOne(
    { _id: CURRENT_PACK_ID as never, revision: before.revision, rosterVersion: before.rosterVersion === 0 ? { $in: [0, null] } : before.rosterVersion },
    { $set: { 'content.teams': teams, rosterVersion: before.rosterVersion + 1, contentVersion: randomUUID() } },
    { session },
  );
  return written.matchedCount === 1;
}

/** A pack stored before content versions existed is told apart by its counters. */
function packVersionOf(stored: { contentVersion?: unknown; revision?: unknown; rosterVersion?: unknown }): string {
  return typeof stored.contentVersion === 'string' ? stored.contentVersion : `${String(stored.revision)}:${String(stored.rosterVersion ?? 0)}`;
}

/** The stored pack as the import takes it (its teams are the roster in use), or null when none is loaded. */
export async function readStoredPack(): Promise<EventPack | null> {
  const stored = await EventPackModel.findById(CURRENT_PACK_ID, { content: 1 }).lean();
  return stored ? (stored.content as EventPack) : null;
}
