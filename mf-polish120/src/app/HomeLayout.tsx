import { GameHomeFrame } from '@citygames/web-kit/game-frame/GameHomeFrame';
import { Polish120Emblem } from '@citygames/web-kit/emblems/Polish120Emblem';
import { LOGIN_PATH } from '../paths';
import { TEXTS } from '../texts';

/** The frame of /polish120/tasks: navbar with the logout button (back to /polish120/login) above the task centre. */
export default function HomeLayout() {
  return <GameHomeFrame game="polish120" title={TEXTS.game.homeTitle} emblem={<Polish120Emblem />} logoutTo={LOGIN_PATH} />;
}
