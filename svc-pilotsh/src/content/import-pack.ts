import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongoose';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { forgetEventContentVersion } from './event-content.js';
import { CURRENT_CONTENT_ID, EventContent } from './event-content.model.js';
import { dropProgressOfRemovedEntries, type RemovedEntries } from './keep-progress.js';
import type { PackIssue } from '@citygames/service-kit/organizer/content/content-pack';
import { validatePack, type EventPack } from './pack-schema.js';

export interface ImportSummary {
  event: string;
  areas: number;
  tasks: number;
  puzzles: number;
  /** What the pack no longer has, whose progress went (keep-progress.ts). */
  removed: RemovedEntries;
}

export type ImportResult = { ok: true; summary: ImportSummary } | { ok: false; issues: PackIssue[] };

/** Checks a pack and, when it is valid, stores it (see storePack). */
export async function importPack(input: unknown, now: Date = new Date()): Promise<ImportResult> {
  const validation = validatePack(input);
  if (!validation.ok) return validation;
  return { ok: true, summary: await storePack(validation.pack, now) };
}

/**
 * Puts a checked pack in use, in one transaction, keeping the event going: the content is replaced,
 * every team keeps its solves, bans, visits, position and props, and only the progress that hangs on a
 * task or area the pack no longer has goes (keep-progress.ts). The roster is not in the pack: it is the
 * console's (teams/), never touched here.
 * Starting over is the separate reset (reset-all-progress.ts). `alsoInTransaction` adds writes of the
 * caller (the studio's version record) to that transaction.
 */
export async function storePack(
  pack: EventPack,
  now: Date = new Date(),
  alsoInTransaction?: (session: ClientSession, summary: ImportSummary) => Promise<void>,
): Promise<ImportSummary> {
  const summary = await runTransaction(async (session) => {
    await EventContent.deleteMany({}, { session });
    await EventContent.create([{ _id: CURRENT_CONTENT_ID, pack, importedAt: now, contentVersion: randomUUID() }], { session });
    const removed = await dropProgressOfRemovedEntries(pack, now, session);
    const stored: ImportSummary = {
      event: pack.event.name,
      areas: pack.areas.length,
      tasks: pack.tasks.length,
      puzzles: pack.puzzles.length,
      removed,
    };
    await alsoInTransaction?.(session, stored);
    return stored;
  });
  forgetEventContentVersion();
  return summary;
}
