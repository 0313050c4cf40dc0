import type { ClientSession } from 'mongoose';
import { packIssuesOf, type PackCheck, type PackIssue } from '@citygames/service-kit/content-pack';
import { bumpRosterVersion } from '@citygames/service-kit/roster-version';
import { runTransaction } from '@citygames/service-kit/transaction';
import { resetAllTasks } from '@citygames/task-engine/reset-team';
import { deleteAllScratchDraws } from '../scratch/scratch-draw.repository.js';
import { deleteAllTeamStates } from '../teams/team-state.repository.js';
import { forgetPackVersion, readStoredTeams, writeCurrentPack } from './event-pack.repository.js';
import { describeRosterDifference } from './roster-difference.js';
import { packSchema, type EventPack } from './pack-schema.js';

export interface PackSummary {
  event: string;
  teams: number;
  tasks: number;
  puzzleCards: number;
  standalonePuzzles: number;
  progressReset: boolean;
  /** Kept the roster in use instead of the file's teams (an import that keeps progress); what the file's teams would have changed. */
  rosterKept: { difference: string | null } | null;
}

export type ImportResult = { ok: true; summary: PackSummary } | { ok: false; issues: PackIssue[] };

/** Checks a pack against the schema and its cross-references; lists every problem with its path. */
export function validatePack(raw: unknown): PackCheck<EventPack> {
  const result = packSchema.safeParse(raw);
  return result.success ? { ok: true, pack: result.data } : { ok: false, issues: packIssuesOf(result.error) };
}

export interface ImportOptions {
  /**
   * Keep solves, attempts, bans, team states and the roster in use (fixing a typo mid-event: the
   * organiser's roster changes in the console stay, the file's teams are not used). Default: a new
   * event starts clean with the file's teams.
   */
  keepProgress?: boolean;
  now?: Date;
}

/** Checks a pack and, when it is valid, stores it (see storePack). */
export async function importPack(raw: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const validation = validatePack(raw);
  if (!validation.ok) return validation;
  return { ok: true, summary: await storePack(validation.pack, options) };
}

/**
 * Replaces the event content with a checked pack, in one transaction: by default with the file's teams
 * and every team's progress cleared; keeping progress keeps the roster in use (read in the same
 * transaction, so a console change meanwhile conflicts rather than being lost). `alsoInTransaction` adds
 * writes of the caller (the studio's version record) to that transaction.
 */
export async function storePack(
  pack: EventPack,
  options: ImportOptions = {},
  alsoInTransaction?: (session: ClientSession, summary: PackSummary) => Promise<void>,
): Promise<PackSummary> {
  const now = options.now ?? new Date();
  const keepProgress = options.keepProgress ?? false;
  const summary = await runTransaction(async (session) => {
    const inUse = keepProgress ? await readStoredTeams(session) : null;
    const teams = inUse && inUse.length > 0 ? inUse : pack.teams;
    await writeCurrentPack({ ...pack, teams }, now, session);
    if (!keepProgress) {
      await resetAllTasks(session);
      await deleteAllTeamStates(session);
      await deleteAllScratchDraws(session);
      await bumpRosterVersion('polish120', session);
    }
    const stored: PackSummary = {
      event: pack.event.name,
      teams: teams.length,
      tasks: pack.tasks.length,
      puzzleCards: pack.puzzleCards.length,
      standalonePuzzles: pack.standalonePuzzles.length,
      progressReset: !keepProgress,
      rosterKept: teams !== pack.teams ? { difference: describeRosterDifference(teams, pack.teams) } : null,
    };
    await alsoInTransaction?.(session, stored);
    return stored;
  });
  forgetPackVersion();
  return summary;
}
