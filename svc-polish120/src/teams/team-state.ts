import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import { TeamStateModel, type TeamStateDocument } from '../data-access/team-state-model.js';
import type { StationKey, XState } from '../domain/x-stage.js';

export interface TeamState {
  teamId: string;
  startAnswered: boolean;
  started: boolean;
  startedAt: Date | null;
  xStage: number;
  flags: Record<StationKey, boolean>;
}

function toTeamState(teamId: string, stored: TeamStateDocument | null): TeamState {
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
export async function readTeamState(teamId: string): Promise<TeamState> {
  return toTeamState(teamId, await TeamStateModel.findOne({ teamId }).lean());
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
