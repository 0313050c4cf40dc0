import { GameHomeFrame } from '@citygames/web-kit/game-frame/GameHomeFrame';
import { GameEmblem } from '../GameEmblem';
import { LOGIN_PATH } from '../paths';
import { TEXTS } from '../texts';

/** The frame of /polish120/tasks: navbar with the logout button (back to /polish120/login) above the task centre. */
export default function HomeLayout() {
  return <GameHomeFrame game="polish120" title={TEXTS.game.homeTitle} emblem={<GameEmblem />} logoutTo={LOGIN_PATH} />;
}
