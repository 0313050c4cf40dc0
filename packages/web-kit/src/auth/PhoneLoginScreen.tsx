import { useMemo } from 'react';
import type { ApiClient } from '../api-client';
import { setToken, type GameId } from '../token-store';
import { phoneAuthFields, type AuthFieldTexts } from './auth-fields';
import { createAuthCatalogue, type AuthOutcomeTexts } from './auth-outcome';
import { AuthScreen, type AuthScreenLook, type AuthScreenTexts } from './AuthScreen';
import { createPhoneAuthApi, readPhoneLogin } from './phone-auth-api';

/** Everything a phone-login game words on its auth screen (its texts module's `auth` section). */
export interface PhoneLoginTexts extends AuthScreenTexts, AuthOutcomeTexts {
  fields: { name: AuthFieldTexts; phone: AuthFieldTexts; password: AuthFieldTexts; confirmPassword?: AuthFieldTexts };
}

interface PhoneLoginScreenProps {
  game: Extract<GameId, 'pilotsh' | 'polish120'>;
  look: AuthScreenLook;
  /** The game's words; a `fields.confirmPassword` adds the confirmation field to registration. */
  texts: PhoneLoginTexts;
  /** The game's API client (its base path) and the time-out of login and register. */
  api: ApiClient;
  timeoutMs: number;
  homePath: string;
}

/**
 * The login/register screen of the phone-and-password games (pilotsh and polish120): login with phone and
 * password, registration with username, phone and password (and its confirmation where the game
 * words one), the specs' outcome texts in the game's words, the token kept under `<game>.token`.
 */
export function PhoneLoginScreen({ game, look, texts, api, timeoutMs, homePath }: PhoneLoginScreenProps) {
  const fields = useMemo(() => phoneAuthFields(texts.fields), [texts]);
  const catalogue = useMemo(() => createAuthCatalogue({ texts, readLogin: readPhoneLogin }), [texts]);
  const calls = useMemo(() => createPhoneAuthApi(api, timeoutMs), [api, timeoutMs]);
  return (
    <AuthScreen
      look={look}
      texts={texts}
      fields={fields}
      catalogue={catalogue}
      login={({ phone, password }) => calls.login(phone, password)}
      register={({ name, phone, password }) => calls.register(name, phone, password)}
      keepSession={(token) => setToken(game, token)}
      homePath={homePath}
    />
  );
}
