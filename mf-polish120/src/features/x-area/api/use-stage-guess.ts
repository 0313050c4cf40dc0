import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StageChangeResponse } from '@citygames/contracts/polish120/team-status.schema';
import type { StationKey } from '@citygames/contracts/polish120/x-area.rules';
import { queryKeys } from '../../../query-keys';
import { xAreaApi } from './x-area-api';

/** One X-area guess: a stage's key (stage 1 from the converter, stage 2 the area) or a station's name. */
export type StageGuess = { stage: number; key: string } | { station: StationKey; answer: string };

/**
 * Sends an X-area guess (the server judges it, counts it and sets any ban). A right guess refreshes the X area and the
 * team's status; the caller shows the verdict and reports the guess counter (a ban's message stays on screen).
 */
export function useStageGuess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guess: StageGuess): Promise<StageChangeResponse> =>
      'station' in guess ? xAreaApi.answerStation(guess.station, guess.answer) : xAreaApi.setXStage(guess.stage, guess.key),
    onSuccess: async (result) => {
      if (!result.isCorrect) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.xArea }), queryClient.invalidateQueries({ queryKey: queryKeys.teamStatus })]);
    },
  });
}
