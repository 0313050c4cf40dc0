import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
// antd-mobile's theme variables and :active fix; its barrel imported this, its component entries do not
import 'antd-mobile/es/global';
import '../antd/antd-mobile-react19';
import { OfflineNotice } from '../offline/OfflineNotice';
import { PageLoading } from '../PageLoading';
import { createGameQueryClient } from '../query-client';
import { RequireToken } from '../RequireToken';
import type { GameId } from '../token-store';
import { useBodyTheme } from './use-body-theme';

interface GuardedGameAreaProps {
  game: GameId;
  /** That game's login route, where a visitor without its token goes. */
  loginPath: string;
}

/**
 * Everything behind a game's login guard: without the game's token the visitor goes to its login
 * page; with one, the game screens get their query client, antd-mobile's Toast and Dialog work
 * under React 19, popups on <body> wear the game's theme, and one notice says when the phone is offline. A remote loads this on demand, so
 * its login screen does not pay for TanStack Query or antd-mobile.
 */
export function GuardedGameArea({ game, loginPath }: GuardedGameAreaProps) {
  const [queryClient] = useState(createGameQueryClient);
  useBodyTheme(`cg-game-${game}`);
  return (
    <RequireToken game={game} loginPath={loginPath}>
      <QueryClientProvider client={queryClient}>
        <OfflineNotice />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </QueryClientProvider>
    </RequireToken>
  );
}
