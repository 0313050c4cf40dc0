import { packIssuesOf, type PackCheck, type PackIssue } from '@citygames/service-kit/content-pack';
import { runTransaction } from '@citygames/service-kit/transaction';
import { resetAllTasks } from '@citygames/task-engine/reset-team';
import { deleteAllScratchDraws } from '../scratch/scratch-draw.repository.js';
import { deleteAllTeamStates } from '../teams/team-state.repository.js';
import { forgetPackVersion, writeCurrentPack } from './event-pack.repository.js';
import { packSchema, type EventPack } from './pack-schema.js';

export interface PackSummary {
  event: string;
  teams: number;
  tasks: number;
  puzzleCards: number;
  standalonePuzzles: number;
  progressReset: boolean;
}

export type ImportResult = { ok: true; summary: PackSummary } | { ok: false; issues: PackIssue[] };

/** Checks a pack against the schema and its cross-references; lists every problem with its path. */
export function validatePack(raw: unknown): PackCheck<EventPack> {
  const result = packSchema.safeParse(raw);
  return result.success ? { ok: true, pack: result.data } : { ok: false, issues: packIssuesOf(result.error) };
}

export interface ImportOptions {
  /** Keep solves, attempts, bans and team states (fixing a typo mid-event). Default: a new event starts clean. */
  keepProgress?: boolean;
  now?: Date;
}

/** Checks a pack and, when it is valid, stores it (see storePack). */
export async function importPack(raw: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const validation = validatePack(raw);
  if (!validation.ok) return validation;
  return { ok: true, summary: await storePack(validation.pack, options) };
}

/** Replaces the event content with a checked pack, in one transaction (and by default every team's progress). */
export async function storePack(pack: EventPack, options: ImportOptions = {}): Promise<PackSummary> {
  const now = options.now ?? new Date();
  const keepProgress = options.keepProgress ?? false;
  await runTransaction(async (session) => {
    await writeCurrentPack(pack, now, session);
    if (!keepProgress) {
      await resetAllTasks(session);
      await deleteAllTeamStates(session);
      await deleteAllScratchDraws(session);
    }
  });
  forgetPackVersion();
  return {
    event: pack.event.name,
    teams: pack.teams.length,
    tasks: pack.tasks.length,
    puzzleCards: pack.puzzleCards.length,
    standalonePuzzles: pack.standalonePuzzles.length,
    progressReset: !keepProgress,
  };
}
