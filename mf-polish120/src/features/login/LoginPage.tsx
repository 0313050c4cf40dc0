import { PhoneLoginScreen } from '@citygames/web-kit/auth/PhoneLoginScreen';
import { api, SHORT_TIMEOUT_MS } from '../../api/client';
import { Polish120Emblem } from '@citygames/web-kit/emblems/Polish120Emblem';
import { HOME_PATH } from '../../paths';
import { TEXTS } from '../../texts';

const LOOK = {
  themeClass: 'cg-game-polish120',
  title: TEXTS.game.title,
  subtitle: TEXTS.game.subtitle,
  emblem: <Polish120Emblem />,
  art: <Polish120Emblem size={170} />,
};

/** /polish120/login: login with phone and password, or register with name, phone, password and its confirmation. */
export function LoginPage() {
  return <PhoneLoginScreen game="polish120" look={LOOK} texts={TEXTS.auth} api={api} timeoutMs={SHORT_TIMEOUT_MS} homePath={HOME_PATH} />;
}
