import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@citygames/web-kit/api-client';
import { TEXTS } from '../../../texts';
import { fetchBanStatus } from '../api/submit-api';
import type { BanState } from './use-ban-state';

/** What the submit tab tells the player under the form. */
export type Feedback = { kind: 'success' | 'error' | 'info'; text: string } | null;

/** The player's 查询封禁状态: the counter and the countdown from the server, and what the player reads about it. */
export function useBanQuery(ban: BanState, setFeedback: (feedback: Feedback) => void) {
  return useMutation({
    mutationFn: (id: string) => fetchBanStatus(id),
    onSuccess: (status) => {
      ban.setWrongAttempts(status.wrongAttempts);
      ban.showBan(status.isBanned ? status.remainingTime : 0, status.message);
      setFeedback(status.isBanned ? null : { kind: 'info', text: status.message });
    },
    onError: (error) => {
      // an expired login is told by the login page the client goes to
      if (isApiError(error) && error.status === 401) return;
      setFeedback({ kind: 'error', text: TEXTS.submit.banQueryFailed });
    },
  });
}
