import type { ReactNode } from 'react';
import { showToast } from '@citygames/web-kit/antd/feedback';
import { isApiError } from '@citygames/web-kit/api-client';

/** Administration toasts stay 1.8 s. */
export const ADMIN_TOAST_MS = 1800;

export function toastSuccess(content: ReactNode, duration = ADMIN_TOAST_MS) {
  showToast({ icon: 'success', content, duration });
}

export function toastProblem(content: string) {
  showToast({ content, duration: ADMIN_TOAST_MS });
}

/** The server's message when it sent one, otherwise the given fallback. */
export function toastFailure(error: unknown, fallback: string) {
  toastProblem(isApiError(error) && error.hasServerMessage ? error.message : fallback);
}
