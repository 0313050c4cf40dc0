import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScratchStatusResponse } from '@citygames/contracts/polish120/scratch.schema';
import { queryKeys } from '../../../query-keys';
import { scratchApi } from '../api/scratch-api';

/** The team's scratch cards, and drawing the next one (the server decides its value and whether one is left). */
export function useTeamScratch() {
  const client = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.scratch, queryFn: scratchApi.teamScratch });
  const draw = useMutation({
    mutationFn: scratchApi.drawCard,
    onSuccess: ({ cardsPerTeam, remaining, ...card }) => {
      client.setQueryData<ScratchStatusResponse>(queryKeys.scratch, (before) => ({ cardsPerTeam, remaining, cards: [...(before?.cards ?? []), card] }));
    },
    // A teammate may have drawn meanwhile: show what the server has.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.scratch }),
  });
  return { status, draw };
}
