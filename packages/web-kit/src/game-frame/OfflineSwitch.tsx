import type { ReactNode } from 'react';
import { GameOfflineNotice } from './GameOfflineNotice';
import './OfflineSwitch.css';

/** While offline: the one notice, and the screens kept mounted but hidden (a half-typed answer survives). */
export function OfflineSwitch({ offline, children }: { offline: boolean; children: ReactNode }) {
  return (
    <>
      {offline && <GameOfflineNotice />}
      <div className="cg-game-screens" hidden={offline}>
        {children}
      </div>
    </>
  );
}
