import { setToken } from '@citygames/web-kit/token-store';
import { phoneAuthFields } from '@citygames/web-kit/auth/auth-fields';
import { createAuthCatalogue } from '@citygames/web-kit/auth/auth-outcome';
import { AuthScreen } from '@citygames/web-kit/auth/AuthScreen';
import { createPhoneAuthApi, readPhoneLogin } from '@citygames/web-kit/auth/phone-auth-api';
import { api, SHORT_TIMEOUT_MS } from '../api/client';
import { GameEmblem } from '../GameEmblem';
import { HOME_PATH } from '../paths';
import { TEXTS } from '../texts';

const T = TEXTS.auth;
const FIELDS = phoneAuthFields(T.fields);
const CATALOGUE = createAuthCatalogue({ texts: T, readLogin: readPhoneLogin });
const AUTH_API = createPhoneAuthApi(api, SHORT_TIMEOUT_MS);
const LOOK = {
  themeClass: 'cg-game-polish120',
  title: TEXTS.game.title,
  subtitle: TEXTS.game.subtitle,
  emblem: <GameEmblem />,
  art: <GameEmblem size={170} />,
};

/** /polish120/login: login with phone and password, or register with name, phone, password and its confirmation. */
export function LoginScreen() {
  return (
    <AuthScreen
      look={LOOK}
      texts={T}
      fields={FIELDS}
      catalogue={CATALOGUE}
      login={({ phone, password }) => AUTH_API.login(phone, password)}
      register={({ name, phone, password }) => AUTH_API.register(name, phone, password)}
      keepSession={(token) => setToken('polish120', token)}
      homePath={HOME_PATH}
    />
  );
}
