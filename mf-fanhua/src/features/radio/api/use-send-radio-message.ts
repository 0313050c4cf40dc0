import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RadioSendInput } from '@citygames/contracts/fanhua/radio.schema';
import { queryKeys } from '../../../query-keys';
import { sendRadioMessage } from './radio-api';

/** An administrator's radio message (a broadcast or to one team); once sent, the radio's pages are read again. */
export function useSendRadioMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: RadioSendInput) => sendRadioMessage(message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.radio.all }),
  });
}
