import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
// antd-mobile's theme variables and :active fix; its barrel imported this, its component entries do not
import 'antd-mobile/es/global';
import '../antd/antd-mobile-react19';
import { NoticeCenter } from '../notices/NoticeCenter';
import { OfflineNotice } from '../offline/OfflineNotice';
import { PageLoading } from '../pages/PageLoading';
import { listenForSimulatedPosition } from '../preview/simulated-position';
import { createGameQueryClient } from '../query-client';
import { RequireToken } from '../RequireToken';
import type { GameId } from '../token-store';
import { GameOfflineContext } from './game-offline-context';
import { OfflineSwitch } from './OfflineSwitch';
import { useBodyTheme } from './use-body-theme';
import { useGameOpenPoll } from './use-game-open-poll';
import { useScreenSettled } from './use-screen-settled';

interface GuardedGameAreaProps {
  game: GameId;
  /** That game's login route, where a visitor without its token goes. */
  loginPath: string;
  /** Show the organiser's messages (pilotsh, polish120; fanhua hears them in its radio). */
  notices?: boolean;
}

/**
 * Everything behind a game's login guard: without the game's token the visitor goes to its login
 * page; with one, the game screens get their query client, antd-mobile's Toast and Dialog work
 * under React 19, popups on <body> wear the game's theme, and one notice says when the phone has no
 * network. A remote loads this on demand, so its login screen does not pay for TanStack Query or antd-mobile.
 *
 * While the game is closed (by the organiser, or its service is down) the screens stay mounted
 * but hidden (a half-typed answer survives) and one notice shows instead: inside the game's header when
 * the screen has a GameHomeFrame, else here. When the game is open again the notice goes and every
 * query is fetched afresh, without a reload.
 */
export function GuardedGameArea({ game, loginPath, notices = false }: GuardedGameAreaProps) {
  const [queryClient] = useState(createGameQueryClient);
  useBodyTheme(`cg-game-${game}`);
  const screenSettled = useScreenSettled(queryClient);
  const offline = useGameOpenPoll(game, screenSettled);
  const [framed, setFramed] = useState(false);
  const offlineContext = useMemo(() => ({ offline, setFramed }), [offline]);
  // in the console's preview frame: the position the console picks stands in for the phone's location
  useEffect(listenForSimulatedPosition, []);
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) void queryClient.invalidateQueries();
    wasOffline.current = offline;
  }, [offline, queryClient]);
  return (
    <RequireToken game={game} loginPath={loginPath}>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        {notices && <NoticeCenter game={game} active={screenSettled && !offline} />}
        <GameOfflineContext value={offlineContext}>
          <OfflineSwitch game={game} offline={offline && !framed}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </OfflineSwitch>
        </GameOfflineContext>
      </QueryClientProvider>
    </RequireToken>
  );
}
