import type { z } from 'zod';
import { runTransaction } from '@citygames/service-kit/transaction';
import { resetAllTasks } from '@citygames/task-engine/reset-team';
import { CURRENT_PACK_ID, EventPackModel } from '../data-access/event-pack-model.js';
import { TeamStateModel } from '../data-access/team-state-model.js';
import { packSchema, type EventPack } from './pack-schema.js';

export interface PackIssue {
  /** Where in the pack, e.g. `tasks.3.answers`; `(根)` for the pack itself. */
  path: string;
  message: string;
}

export type PackValidation = { ok: true; pack: EventPack } | { ok: false; issues: PackIssue[] };

export interface PackSummary {
  event: string;
  teams: number;
  tasks: number;
  puzzleCards: number;
  standalonePuzzles: number;
  progressReset: boolean;
}

export type ImportResult = { ok: true; summary: PackSummary } | { ok: false; issues: PackIssue[] };

function toIssues(error: z.ZodError): PackIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(根)',
    message: issue.message,
  }));
}

/** Checks a pack against the schema and its cross-references; lists every problem with its path. */
export function validatePack(raw: unknown): PackValidation {
  const result = packSchema.safeParse(raw);
  return result.success ? { ok: true, pack: result.data } : { ok: false, issues: toIssues(result.error) };
}

export interface ImportOptions {
  /** Keep solves, attempts, bans and team states (fixing a typo mid-event). Default: a new event starts clean. */
  keepProgress?: boolean;
  now?: Date;
}

/** Replaces the event content with the given pack, in one transaction (and by default every team's progress). */
export async function importPack(raw: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const validation = validatePack(raw);
  if (!validation.ok) return validation;
  const { pack } = validation;
  const now = options.now ?? new Date();
  const keepProgress = options.keepProgress ?? false;

  await runTransaction(async (session) => {
    await EventPackModel.updateOne(
      { _id: CURRENT_PACK_ID },
      { $set: { content: pack, importedAt: now }, $inc: { revision: 1 } },
      { upsert: true, session },
    );
    if (!keepProgress) {
      await resetAllTasks(session);
      await TeamStateModel.deleteMany({}, { session });
    }
  });

  return {
    ok: true,
    summary: {
      event: pack.event.name,
      teams: pack.teams.length,
      tasks: pack.tasks.length,
      puzzleCards: pack.puzzleCards.length,
      standalonePuzzles: pack.standalonePuzzles.length,
      progressReset: !keepProgress,
    },
  };
}
