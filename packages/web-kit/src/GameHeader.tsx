import type { ReactNode } from 'react';
import './GameHeader.css';

export const LOGOUT_TEXT = '退出登录';

interface GameHeaderProps {
  title: string;
  emblem?: ReactNode;
  onLogout: () => void;
  logoutLabel?: string;
}

/** The navbar of a game's home screen: emblem, title, logout. */
export function GameHeader({ title, emblem, onLogout, logoutLabel = LOGOUT_TEXT }: GameHeaderProps) {
  return (
    <header className="cg-game-header">
      {emblem && (
        <span className="cg-game-header__emblem" aria-hidden="true">
          {emblem}
        </span>
      )}
      <h1 className="cg-game-header__title">{title}</h1>
      <button type="button" className="cg-game-header__logout" onClick={onLogout}>
        {logoutLabel}
      </button>
    </header>
  );
}
