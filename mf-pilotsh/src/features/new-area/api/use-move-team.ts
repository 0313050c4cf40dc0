import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../query-keys';
import { moveTo } from './new-area-api';

/** Moves the whole team to the area of the code found there; everything the team sees is read again afterwards. */
export function useMoveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => moveTo(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all }),
  });
}
