import type { ClientSession } from 'mongoose';
import { HttpError } from '@citygames/service-kit/http/errors';
import type { EventPack } from '../content/pack-schema.js';
import { allStationsFound, decideStageChange, type StageDecision, type StageRequest, type XAreaRules } from '../domain/x-stage.js';
import { applyStageAdvance, ensureTeamState, promoteWhenAllStationsFound, readTeamState, xStateOf, type TeamState } from '../teams/team-state.repository.js';

/** How often a stage request is decided again when parallel requests keep moving the team. */
export const MAX_STAGE_TRIES = 6;
export const X_AREA_BUSY_MESSAGE = '提交的人太多了，请稍后再试';

export function xAreaRules(pack: EventPack): XAreaRules {
  const { xArea } = pack;
  return {
    specialCharacter: xArea.stage0.specialCharacter,
    areaAnswers: xArea.stage1.answers,
    nearMisses: xArea.stage1.nearMisses,
    stations: {
      x1: { answers: xArea.stage2.stations.x1.answers },
      x2: { answers: xArea.stage2.stations.x2.answers },
      x3: { answers: xArea.stage2.stations.x3.answers },
      x4: { answers: xArea.stage2.stations.x4.answers },
    },
  };
}

export interface StageRequestOutcome {
  decision: StageDecision;
  state: TeamState;
}

/** Decides a stage request against the stored state, changing nothing. */
export async function decideStageRequest(teamId: string, request: StageRequest, rules: XAreaRules): Promise<StageRequestOutcome> {
  const state = await readTeamState(teamId);
  return { decision: decideStageChange(xStateOf(state), request, rules), state };
}

/**
 * Applies an advance decided from the stored state inside the caller's transaction (a guarded update on the stage it was decided
 * from, then stage 4 when the last station was found); the state after it, or null when a parallel request moved the team first.
 */
export async function applyDecidedAdvance(teamId: string, decision: StageDecision, now: Date, session: ClientSession): Promise<TeamState | null> {
  if (decision.outcome !== 'advance') return readTeamState(teamId, session);
  if (!(await applyStageAdvance(teamId, decision, now, session))) return null;
  const after = await readTeamState(teamId, session);
  if (after.xStage !== 3 || !allStationsFound(after.flags)) return after;
  await promoteWhenAllStationsFound(teamId, now, session);
  return readTeamState(teamId, session);
}

/**
 * Decides a stage request without a guess counter against the stored state and applies it with a guarded update on the
 * stage it was decided from; when a parallel request moved the team meanwhile, decides again.
 */
export async function applyStageRequest(teamId: string, request: StageRequest, rules: XAreaRules, now: Date): Promise<StageRequestOutcome> {
  await ensureTeamState(teamId);
  for (let tries = 0; tries < MAX_STAGE_TRIES; tries += 1) {
    const state = await readTeamState(teamId);
    const decision = decideStageChange(xStateOf(state), request, rules);
    if (decision.outcome !== 'advance') return { decision, state };

    if (!(await applyStageAdvance(teamId, decision, now))) continue;

    const after = await readTeamState(teamId);
    if (after.xStage === 3 && allStationsFound(after.flags)) await promoteWhenAllStationsFound(teamId, now);
    return { decision, state: await readTeamState(teamId) };
  }
  throw new HttpError(503, 'X_AREA_BUSY', X_AREA_BUSY_MESSAGE);
}
