import { useSyncExternalStore, type ReactNode } from 'react';
import { gameOpeningTime, subscribeGameOffline } from '../game-offline-status';
import type { GameId } from '../token-store';
import { GameOfflineNotice } from './GameOfflineNotice';
import './OfflineSwitch.css';

/** While offline: the one notice (with when the game opens, if the server said), and the screens kept mounted but hidden (a half-typed answer survives). */
export function OfflineSwitch({ game, offline, children }: { game: GameId; offline: boolean; children: ReactNode }) {
  const opensAt = useSyncExternalStore(
    subscribeGameOffline,
    () => gameOpeningTime(game),
    () => null,
  );
  return (
    <>
      {offline && <GameOfflineNotice opensAt={opensAt} />}
      <div className="cg-game-screens" hidden={offline}>
        {children}
      </div>
    </>
  );
}
