import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { AuthMode } from './AuthModeToggle';

/** The words of one field, from the game's texts module. */
export interface AuthFieldTexts {
  label: string;
  placeholder?: string;
}

/** One input of the auth card, as a game lists it per mode. */
export interface AuthFieldSpec<F extends string> extends AuthFieldTexts {
  name: F;
  type?: 'text' | 'password' | 'tel';
  inputMode?: 'text' | 'tel' | 'numeric';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Must equal this other field (a password confirmation). */
  repeats?: F;
}

export type AuthFieldLists<F extends string> = Record<AuthMode, readonly AuthFieldSpec<F>[]>;

/** What the browser and the phone keyboard should know about each kind of input. */
export const AUTH_INPUTS = {
  nickname: { autoComplete: 'nickname' },
  username: { autoComplete: 'username' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
} as const satisfies Record<string, Omit<AuthFieldSpec<string>, 'name' | 'label'>>;

export type PhoneAuthField = 'name' | 'phone' | 'password' | 'confirmPassword';

interface PhoneAuthFieldTexts {
  name: AuthFieldTexts;
  phone: AuthFieldTexts;
  password: AuthFieldTexts;
  confirmPassword?: AuthFieldTexts;
}

/**
 * The fields of the phone-and-password games (pilotsh and polish120): login with phone and password; register
 * with username, phone and password, plus a confirmation where the game's texts word one (polish120).
 */
export function phoneAuthFields(texts: PhoneAuthFieldTexts): AuthFieldLists<PhoneAuthField> {
  const phone = { name: 'phone', ...AUTH_INPUTS.phone, ...texts.phone } as const;
  const register: AuthFieldSpec<PhoneAuthField>[] = [
    { name: 'name', ...AUTH_INPUTS.nickname, ...texts.name },
    phone,
    { name: 'password', ...AUTH_INPUTS.newPassword, ...texts.password },
  ];
  if (texts.confirmPassword) {
    register.push({ name: 'confirmPassword', ...AUTH_INPUTS.newPassword, ...texts.confirmPassword, repeats: 'password' });
  }
  return { login: [phone, { name: 'password', ...AUTH_INPUTS.currentPassword, ...texts.password }], register };
}
