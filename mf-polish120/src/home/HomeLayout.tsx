import { Outlet, useNavigate } from 'react-router-dom';
import { GameHeader } from '@citygames/web-kit/GameHeader';
import { clearToken } from '@citygames/web-kit/token-store';
import { GameEmblem } from '../GameEmblem';
import { LOGIN_PATH } from '../paths';
import { TEXTS } from '../texts';

/** The frame of /polish120/tasks: navbar with the logout button above the task centre. */
export default function HomeLayout() {
  const navigate = useNavigate();
  function logout() {
    clearToken('polish120');
    navigate(LOGIN_PATH, { replace: true });
  }
  return (
    <div className="cg-game-home">
      <GameHeader title={TEXTS.game.homeTitle} emblem={<GameEmblem />} onLogout={logout} />
      <main className="cg-game-home__body">
        <Outlet />
      </main>
    </div>
  );
}
