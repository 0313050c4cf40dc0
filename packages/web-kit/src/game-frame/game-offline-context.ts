import { createContext, useContext, useEffect } from 'react';

interface GameOfflineContextValue {
  offline: boolean;
  /** A GameHomeFrame below says it shows the notice itself, inside its header (true) or is gone (false). */
  setFramed: (framed: boolean) => void;
}

export const GameOfflineContext = createContext<GameOfflineContextValue>({ offline: false, setFramed: () => {} });

/** For GameHomeFrame: whether the game is offline; while it is mounted the guarded area leaves the notice to it. */
export function useFramedGameOffline(): boolean {
  const { offline, setFramed } = useContext(GameOfflineContext);
  useEffect(() => {
    setFramed(true);
    return () => setFramed(false);
  }, [setFramed]);
  return offline;
}
