import { GameHomeFrame } from '@citygames/web-kit/game-frame/GameHomeFrame';
import { PilotshEmblem } from '@citygames/web-kit/emblems/PilotshEmblem';
import { LOGIN_PATH } from '../paths';
import { TEXTS } from '../texts';

/** The frame of /pilotsh/tasks: navbar with the logout button (back to /pilotsh/login) above the task centre. */
export default function HomeLayout() {
  return <GameHomeFrame game="pilotsh" title={TEXTS.game.homeTitle} emblem={<PilotshEmblem />} logoutTo={LOGIN_PATH} />;
}
