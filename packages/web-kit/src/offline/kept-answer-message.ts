import { isApiError } from '../api-client';
import { OFFLINE_TEXTS } from './offline-texts';

/** What the player reads when an answer got no outcome and was kept to be sent again (deliveryOutcomeOf: 'not-sent'). */
export function keptAnswerMessage(error: unknown): string {
  if (!isApiError(error) || error.kind !== 'http') return OFFLINE_TEXTS.savedNoAnswer;
  if (error.status === 401) return OFFLINE_TEXTS.savedForLogin;
  return error.hasServerMessage ? OFFLINE_TEXTS.savedAfter(error.message) : OFFLINE_TEXTS.savedNoAnswer;
}
