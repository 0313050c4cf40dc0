import { GuardedGameArea } from '@citygames/web-kit/game-frame/GuardedGameArea';
import { LOGIN_PATH } from '../paths';

/** Every screen behind the login guard (loaded on demand, so the login screen stays small). */
export default function GuardedArea() {
  return <GuardedGameArea game="polish120" loginPath={LOGIN_PATH} notices />;
}
