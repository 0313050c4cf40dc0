import { PhoneLoginScreen } from '@citygames/web-kit/auth/PhoneLoginScreen';
import { PilotshEmblem } from '@citygames/web-kit/emblems/PilotshEmblem';
import { api, SHORT_TIMEOUT_MS } from '../../api/client';
import { HOME_PATH } from '../../paths';
import { TEXTS } from '../../texts';

const LOOK = {
  themeClass: 'cg-game-pilotsh',
  title: TEXTS.game.title,
  subtitle: TEXTS.game.subtitle,
  emblem: <PilotshEmblem />,
  art: <PilotshEmblem size={170} />,
};

/** /pilotsh/login: login with phone and password, or register with name, phone and password. */
export function LoginPage() {
  return <PhoneLoginScreen game="pilotsh" look={LOOK} texts={TEXTS.auth} api={api} timeoutMs={SHORT_TIMEOUT_MS} homePath={HOME_PATH} />;
}
