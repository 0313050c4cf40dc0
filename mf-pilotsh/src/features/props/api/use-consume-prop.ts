import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../query-keys';
import { consumeProp } from './props-api';

/** The leader uses one of the team's props (the server decides what it does); the team's status is read again either way. */
export function useConsumeProp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propId: string) => consumeProp(propId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.teamStatus }),
  });
}
