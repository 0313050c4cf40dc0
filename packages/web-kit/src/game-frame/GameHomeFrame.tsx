import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { GameHeader } from '../GameHeader';
import { clearToken, type GameId } from '../token-store';
import { useFramedGameOffline } from './game-offline-context';
import { OfflineSwitch } from './OfflineSwitch';

interface GameHomeFrameProps {
  game: GameId;
  title: string;
  emblem: ReactNode;
  /** Where logging out goes (pilotsh and polish120: their login page; fanhua: the landing page). */
  logoutTo: string;
  logoutLabel?: string;
  /** Below the header: e.g. a game's tab bar. */
  nav?: ReactNode;
}

/**
 * The frame of a game's screens after login: the navbar whose button forgets the game's session, then the
 * screen, or while the game is offline the notice (the player keeps the header and can log out).
 */
export function GameHomeFrame({ game, title, emblem, logoutTo, logoutLabel, nav }: GameHomeFrameProps) {
  const navigate = useNavigate();
  const offline = useFramedGameOffline();
  function logout() {
    clearToken(game);
    navigate(logoutTo, { replace: true });
  }
  return (
    <div className="cg-game-home">
      <GameHeader title={title} emblem={emblem} onLogout={logout} {...(logoutLabel ? { logoutLabel } : {})} />
      {!offline && nav}
      <main className="cg-game-home__body">
        <OfflineSwitch game={game} offline={offline}>
          <Outlet />
        </OfflineSwitch>
      </main>
    </div>
  );
}
