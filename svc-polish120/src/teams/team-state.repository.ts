import type { ClientSession, PipelineStage } from 'mongoose';
import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import type { StationKey } from '@citygames/contracts/polish120/x-area.rules';
import { MAX_X_STAGE, STATION_KEYS } from '@citygames/contracts/polish120/x-area.rules';
import { progressFrom, type JoinedProgress } from '@citygames/task-engine/progress';
import type { TaskProgressEntry } from '@citygames/task-engine/types';
import type { XState } from '../domain/x-stage.js';
import { TeamStateModel, type TeamStateDocument } from './team-state.model.js';

export interface TeamState {
  teamId: string;
  startAnswered: boolean;
  started: boolean;
  startedAt: Date | null;
  xStage: number;
  flags: Record<StationKey, boolean>;
}

export function toTeamState(teamId: string, stored: TeamStateDocument | null): TeamState {
  return {
    teamId,
    startAnswered: Boolean(stored?.startAnsweredAt),
    started: stored?.started ?? false,
    startedAt: stored?.startedAt ?? null,
    xStage: stored?.xStage ?? 0,
    flags: { x1: stored?.x1 ?? false, x2: stored?.x2 ?? false, x3: stored?.x3 ?? false, x4: stored?.x4 ?? false },
  };
}

export function xStateOf(state: TeamState): XState {
  return { stage: state.xStage, flags: { ...state.flags } };
}

/** The team's state; a team that has done nothing yet has the defaults (stage 0, not started). */
export async function readTeamState(teamId: string, session?: ClientSession): Promise<TeamState> {
  return toTeamState(teamId, await TeamStateModel.findOne({ teamId }, null, { session }).lean());
}

/** The team's state document (none before the team has done anything) joined as `teamState` onto a document whose `teamId` names the team. */
export const TEAM_STATE_JOIN: PipelineStage.Lookup = {
  $lookup: { from: TeamStateModel.collection.name, localField: 'teamId', foreignField: 'teamId', as: 'teamState' },
};

/** What TEAM_STATE_JOIN and the engine's progressLookupStages add to a player's membership. */
export type JoinedStateAndProgress = { teamState: TeamStateDocument[] } & JoinedProgress;

/** The team's state and its progress on the given tasks, from what TEAM_STATE_JOIN and progressLookupStages joined. */
export function stateAndProgressOf(
  teamId: string,
  joined: JoinedStateAndProgress,
  taskIds: readonly string[],
): { state: TeamState; progress: TaskProgressEntry[] } {
  return { state: toTeamState(teamId, joined.teamState[0] ?? null), progress: progressFrom(taskIds, joined) };
}

/** Every stored team state, as the organiser's board and results read them. */
export function listTeamStateDocuments(): Promise<TeamStateDocument[]> {
  return TeamStateModel.find().lean();
}

/** Creates the team's state document once; a parallel creator losing the unique race is fine. */
export async function ensureTeamState(teamId: string): Promise<void> {
  try {
    await TeamStateModel.updateOne(
      { teamId },
      {
        $setOnInsert: {
          startAnsweredAt: null,
          startAnsweredBy: null,
          started: false,
          startedAt: null,
          xStage: 0,
          x1: false,
          x2: false,
          x3: false,
          x4: false,
          xStageChangedAt: null,
        },
      },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** Remembers the first correct start answer (a later one changes nothing). */
export async function recordStartAnswer(teamId: string, playerName: string, now: Date, session?: ClientSession): Promise<void> {
  await TeamStateModel.updateOne({ teamId, startAnsweredAt: null }, { $set: { startAnsweredAt: now, startAnsweredBy: playerName } }, { session });
}

/**
 * Starts the team when it answered the start question and has not started yet; true when this call
 * started it. A guarded single update decides (not a transaction: jongodb's snapshot transactions do
 * not detect write conflicts, so two parallel starts could both "win").
 */
export async function markStarted(teamId: string, now: Date): Promise<boolean> {
  const updated = await TeamStateModel.findOneAndUpdate(
    { teamId, startAnsweredAt: { $ne: null }, started: false },
    { $set: { started: true, startedAt: now } },
    { returnDocument: 'after' },
  ).lean();
  return updated !== null;
}

/** A stage change decided from a stored stage; `flag` is the station it names, if any. */
export interface StageAdvance {
  from: number;
  to: number;
  flag?: StationKey | undefined;
}

/**
 * Applies a stage change only while the team is still at the stage it was decided from (and the
 * station still unset); false when a parallel request moved the team meanwhile.
 */
export async function applyStageAdvance(teamId: string, advance: StageAdvance, now: Date, session?: ClientSession): Promise<boolean> {
  const filter: Record<string, unknown> = { teamId, xStage: advance.from };
  const update: Record<string, unknown> = { xStage: advance.to, xStageChangedAt: now };
  if (advance.flag) {
    filter[advance.flag] = false;
    update[advance.flag] = true;
  }
  if (advance.to === MAX_X_STAGE) {
    // Decided from a snapshot with the other three flags set: require them, they never unset.
    for (const key of STATION_KEYS) if (key !== advance.flag) filter[key] = true;
  }
  const applied = await TeamStateModel.findOneAndUpdate(filter, { $set: update }, { returnDocument: 'after', session }).lean();
  return applied !== null;
}

/** Stage 3 → 4 once all four flags are set, whichever request set the last one. */
export async function promoteWhenAllStationsFound(teamId: string, now: Date, session?: ClientSession): Promise<void> {
  await TeamStateModel.updateOne(
    { teamId, xStage: 3, x1: true, x2: true, x3: true, x4: true },
    { $set: { xStage: MAX_X_STAGE, xStageChangedAt: now } },
    { session },
  );
}

/** Forgets every team's state (a new event starts clean). */
export async function deleteAllTeamStates(session: ClientSession): Promise<void> {
  await TeamStateModel.deleteMany({}, { session });
}

/** Forgets one team's state (the organiser resets or deletes the team). */
export async function deleteTeamState(teamId: string, session: ClientSession): Promise<void> {
  await TeamStateModel.deleteOne({ teamId }, { session });
}
