import type { ClientSession } from 'mongoose';
import { packIssuesOf, type PackCheck, type PackIssue } from '@citygames/service-kit/organizer/content/content-pack';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { forgetTasks, storedTaskIds } from '@citygames/task-engine/reset-team';
import { forgetPackVersion, writeCurrentPack } from './event-pack.repository.js';
import { packSchema, type EventPack } from './pack-schema.js';

export interface PackSummary {
  event: string;
  tasks: number;
  puzzleCards: number;
  standalonePuzzles: number;
  /** Tasks the pack no longer has whose solves, answers and bans went with them. */
  removedTasks: string[];
}

export type ImportResult = { ok: true; summary: PackSummary } | { ok: false; issues: PackIssue[] };

/** Checks a pack against the schema and its cross-references; lists every problem with its path. */
export function validatePack(raw: unknown): PackCheck<EventPack> {
  const result = packSchema.safeParse(raw);
  return result.success ? { ok: true, pack: result.data } : { ok: false, issues: packIssuesOf(result.error) };
}

/** Checks a pack and, when it is valid, stores it (see storePack). */
export async function importPack(raw: unknown, now: Date = new Date()): Promise<ImportResult> {
  const validation = validatePack(raw);
  if (!validation.ok) return validation;
  return { ok: true, summary: await storePack(validation.pack, now) };
}

/** Guessing keys (`x-area:stage1`…) share the task engine's collections; a task id never holds a colon. */
const isTaskId = (id: string) => !id.includes(':');

/**
 * Puts a checked pack in use, in one transaction, keeping the event going: the content is replaced,
 * the roster (teams and memberships, not in the pack) is not touched, every team keeps its solves,
 * bans, X-area stage, start and scratch cards, and only a removed task takes its solves, answers and
 * bans with it. Where a team has been follows the new pack (derived from its solves).
 * Starting over is the separate reset (organizer/reset-all-progress.ts). `alsoInTransaction` adds
 * writes of the caller (the studio's version record) to that transaction.
 */
export async function storePack(
  pack: EventPack,
  now: Date = new Date(),
  alsoInTransaction?: (session: ClientSession, summary: PackSummary) => Promise<void>,
): Promise<PackSummary> {
  const summary = await runTransaction(async (session) => {
    await writeCurrentPack(pack, now, session);
    const taskIds = new Set(pack.tasks.map((task) => task.id));
    const removedTasks = (await storedTaskIds(session)).filter((id) => isTaskId(id) && !taskIds.has(id)).sort();
    await forgetTasks(removedTasks, session);
    const stored: PackSummary = {
      event: pack.event.name,
      tasks: pack.tasks.length,
      puzzleCards: pack.puzzleCards.length,
      standalonePuzzles: pack.standalonePuzzles.length,
      removedTasks,
    };
    await alsoInTransaction?.(session, stored);
    return stored;
  });
  forgetPackVersion();
  return summary;
}
