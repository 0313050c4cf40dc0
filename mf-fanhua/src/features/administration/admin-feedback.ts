import Toast from 'antd-mobile/es/components/toast';
import type { ReactNode } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';

/** Administration toasts stay 1.8 s. */
export const ADMIN_TOAST_MS = 1800;

export function toastSuccess(content: ReactNode, duration = ADMIN_TOAST_MS) {
  Toast.show({ icon: 'success', content, duration });
}

export function toastProblem(content: string) {
  Toast.show({ content, duration: ADMIN_TOAST_MS });
}

/** The server's message when it sent one, otherwise the given fallback. */
export function toastFailure(error: unknown, fallback: string) {
  toastProblem(isApiError(error) && error.hasServerMessage ? error.message : fallback);
}
