import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoginRedirectPending } from './login-redirect';
import { isPreviewMode, PREVIEW_TEXTS } from './preview/preview-mode';
import { getToken, type GameId } from './token-store';

interface RequireTokenProps {
  game: GameId;
  /** That game's login route, e.g. `/pilotsh/login` or `/fanhua/auth`. */
  loginPath: string;
  children?: ReactNode;
}

/**
 * The login guard: without the game's token the visitor goes to that game's login page (unless a
 * 401 already scheduled that, so its message stays on screen until then). In the console's preview frame
 * it says to reset the preview instead.
 */
export function RequireToken({ game, loginPath, children }: RequireTokenProps) {
  const location = useLocation();
  // the preview's session comes from the console, never from this game's login page
  if (!getToken(game) && isPreviewMode()) return <p role="alert">{PREVIEW_TEXTS.expired}</p>;
  if (!getToken(game) && !isLoginRedirectPending()) {
    return <Navigate to={loginPath} replace state={{ from: location.pathname }} />;
  }
  return children ? <>{children}</> : <Outlet />;
}
