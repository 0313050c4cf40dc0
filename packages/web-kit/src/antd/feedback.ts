import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

/**
 * antd-mobile's imperative Toast and Dialog, loaded the first time a screen shows one. Both draw
 * with antd-mobile's animation library (react-spring), the largest piece of antd-mobile: imported
 * where they are called, a cold load of a game screen fetched it before anything was said.
 * Calls run in the order they were made, once the module is there (a few hundred milliseconds on
 * a phone, the first time only).
 */
const toast = () => import('antd-mobile/es/components/toast').then((module) => module.default);
const dialog = () => import('antd-mobile/es/components/dialog').then((module) => module.default);

export function showToast(props: ToastShowProps | string): void {
  void toast().then((Toast) => Toast.show(props));
}

export function clearToasts(): void {
  void toast().then((Toast) => Toast.clear());
}

/** Resolves true when the player confirms, false when they cancel. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return (await dialog()).confirm(props);
}

export async function alertDialog(props: DialogAlertProps): Promise<void> {
  return (await dialog()).alert(props);
}

export function clearDialogs(): void {
  void dialog().then((Dialog) => Dialog.clear());
}
