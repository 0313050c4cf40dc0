import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../query-keys';
import { startApi } from './start-api';

/**
 * The start's two writes: answering the first question (the server judges it) and starting the team, which only a team that
 * answered it correctly may do; a start refreshes the start screen and the team's status.
 */
export function useStartWrites() {
  const queryClient = useQueryClient();
  const answer = useMutation({ mutationFn: (given: string) => startApi.answerStart(given) });
  const start = useMutation({
    mutationFn: () => startApi.confirmStart(),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.start }), queryClient.invalidateQueries({ queryKey: queryKeys.teamStatus })]),
  });
  return { answer, start };
}
