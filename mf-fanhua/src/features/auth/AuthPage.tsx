import { setFanhuaSession } from '@citygames/web-kit/token-store';
import { AUTH_INPUTS, type AuthFieldLists } from '@citygames/web-kit/auth/auth-fields';
import { createAuthCatalogue } from '@citygames/web-kit/auth/auth-outcome';
import { AuthScreen as GameAuthScreen } from '@citygames/web-kit/auth/AuthScreen';
import { FanhuaEmblem } from '@citygames/web-kit/emblems/FanhuaEmblem';
import { HOME_PATH } from '../../paths';
import { TEXTS } from '../../texts';
import { login, readFanhuaLogin, register } from './api/auth-api';

const T = TEXTS.auth;
const FIELDS: AuthFieldLists<'account' | 'name' | 'password' | 'phone'> = {
  login: [
    { name: 'account', ...AUTH_INPUTS.username, ...T.fields.account },
    { name: 'password', ...AUTH_INPUTS.currentPassword, ...T.fields.password },
  ],
  register: [
    { name: 'name', ...AUTH_INPUTS.username, ...T.fields.name },
    { name: 'password', ...AUTH_INPUTS.newPassword, ...T.fields.password },
    { name: 'phone', ...AUTH_INPUTS.phone, ...T.fields.phone },
  ],
};
// the server's error text as is; a refusal with a body but no text reads as the default;
// a successful registration shows the server's message
const CATALOGUE = createAuthCatalogue({
  texts: T,
  rules: { loginHttpErrorOnlyWithoutBody: true, registerSuccessShowsServerMessage: true },
  readLogin: readFanhuaLogin,
});
const LOOK = {
  themeClass: 'cg-game-fanhua',
  title: TEXTS.game.title,
  subtitle: TEXTS.game.subtitle,
  emblem: <FanhuaEmblem />,
  art: <FanhuaEmblem size={170} />,
};

/** /fanhua/auth: login with phone-or-username and password, or register with username, password and phone. */
export function AuthPage() {
  return (
    <GameAuthScreen
      look={LOOK}
      texts={T}
      fields={FIELDS}
      catalogue={CATALOGUE}
      login={({ account, password }) => login(account, password)}
      register={({ name, password, phone }) => register(name, password, phone)}
      keepSession={setFanhuaSession}
      homePath={HOME_PATH}
    />
  );
}
