import { isApiError } from '@citygames/web-kit/api-client';
import { TEXTS } from '../texts';

/** What a player reads for a failed call: our own texts for 401, time-out and connection, else the server's message. */
export function apiErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return TEXTS.common.loginExpired;
    if (error.kind === 'timeout') return TEXTS.common.requestTimeout;
    if (error.kind === 'network') return TEXTS.common.network;
    if (error.kind === 'offline') return error.message;
    return error.hasServerMessage ? error.message : TEXTS.common.requestError(error.status);
  }
  return error instanceof Error && error.message ? error.message : TEXTS.common.network;
}

/** The machine code of a failed call ('TEAM_NOT_STARTED', 'TASK_BANNED'...), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

export function apiErrorBody<T>(error: unknown): Partial<T> {
  if (isApiError(error) && typeof error.body === 'object' && error.body !== null) return error.body as Partial<T>;
  return {};
}
