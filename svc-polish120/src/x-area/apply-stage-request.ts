import { HttpError } from '@citygames/service-kit/errors';
import type { EventPack } from '../content/pack-schema.js';
import { TeamStateModel } from '../data-access/team-state-model.js';
import { allStationsFound, decideStageChange, MAX_X_STAGE, STATION_KEYS, type StageDecision, type StageRequest, type XAreaRules } from '../domain/x-stage.js';
import { ensureTeamState, readTeamState, xStateOf, type TeamState } from '../teams/team-state.js';

const MAX_TRIES = 6;

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

/**
 * Decides a stage request against the stored state and applies it with a guarded update on the
 * stage it was decided from; when a parallel request moved the team meanwhile, decides again.
 */
export async function applyStageRequest(teamId: string, request: StageRequest, rules: XAreaRules, now: Date): Promise<StageRequestOutcome> {
  await ensureTeamState(teamId);
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const state = await readTeamState(teamId);
    const decision = decideStageChange(xStateOf(state), request, rules);
    if (decision.outcome !== 'advance') return { decision, state };

    const filter: Record<string, unknown> = { teamId, xStage: decision.from };
    const update: Record<string, unknown> = { xStage: decision.to, xStageChangedAt: now };
    if (decision.flag) {
      filter[decision.flag] = false;
      update[decision.flag] = true;
    }
    if (decision.to === MAX_X_STAGE) {
      // Decided from a snapshot with the other three flags set: require them, they never unset.
      for (const key of STATION_KEYS) if (key !== decision.flag) filter[key] = true;
    }
    const applied = await TeamStateModel.findOneAndUpdate(filter, { $set: update }, { returnDocument: 'after' }).lean();
    if (!applied) continue;

    await promoteWhenAllStationsFound(teamId, now);
    return { decision, state: await readTeamState(teamId) };
  }
  throw new HttpError(503, 'X_AREA_BUSY', '提交的人太多了，请稍后再试');
}

/** Stage 3 → 4 once all four flags are set, whichever request set the last one. */
async function promoteWhenAllStationsFound(teamId: string, now: Date): Promise<void> {
  const state = await readTeamState(teamId);
  if (state.xStage !== 3 || !allStationsFound(state.flags)) return;
  await TeamStateModel.updateOne(
    { teamId, xStage: 3, x1: true, x2: true, x3: true, x4: true },
    { $set: { xStage: MAX_X_STAGE, xStageChangedAt: now } },
  );
}
