import type { ReactNode } from 'react';
import { isPreviewMode, PREVIEW_TEXTS } from './preview/preview-mode';
import './GameHeader.css';

export const LOGOUT_TEXT = '退出登录';

interface GameHeaderProps {
  title: string;
  emblem?: ReactNode;
  onLogout: () => void;
  logoutLabel?: string;
}

/** The navbar of a game's home screen: emblem, title, logout (in the console's preview frame a 「预览」 mark instead). */
export function GameHeader({ title, emblem, onLogout, logoutLabel = LOGOUT_TEXT }: GameHeaderProps) {
  return (
    <header className="cg-game-header">
      {emblem && (
        <span className="cg-game-header__emblem" aria-hidden="true">
          {emblem}
        </span>
      )}
      <h1 className="cg-game-header__title">{title}</h1>
      {isPreviewMode() ? (
        // The console owns the preview session (reset there); logging out inside the frame would only end the preview.
        <span className="cg-game-header__preview" title={PREVIEW_TEXTS.badgeTitle}>
          {PREVIEW_TEXTS.badge}
        </span>
      ) : (
        <button type="button" className="cg-game-header__logout" onClick={onLogout}>
          {logoutLabel}
        </button>
      )}
    </header>
  );
}
