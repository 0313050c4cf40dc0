import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FilingFooter } from './FilingFooter';
import './auth.css';

interface AuthLayoutProps {
  /** CSS class that selects the game's accent, e.g. `cg-game-pilotsh`. */
  themeClass: string;
  title: string;
  subtitle: string;
  /** The game's emblem (inline SVG). */
  emblem: ReactNode;
  /** Large faint artwork in the header (inline SVG). */
  art?: ReactNode;
  /** Below the card: e.g. the fireworks button. */
  extras?: ReactNode;
  /** A short help line under the card. */
  hint?: string;
  children: ReactNode;
}

/** The frame of every login/register screen: header with the game's look, the card, the filing footer. */
export function AuthLayout({ themeClass, title, subtitle, emblem, art, extras, hint, children }: AuthLayoutProps) {
  return (
    <div className={`cg-auth ${themeClass}`}>
      <header className="cg-auth__hero">
        {art && <div className="cg-auth__art">{art}</div>}
        <Link className="cg-auth__back" to="/">
          <span aria-hidden="true">‹</span> 返回首页
        </Link>
        <div className="cg-auth__brand">
          <div className="cg-auth__emblem" aria-hidden="true">
            {emblem}
          </div>
          <div>
            <h1 className="cg-auth__title">{title}</h1>
            <p className="cg-auth__subtitle">{subtitle}</p>
          </div>
        </div>
      </header>
      <main className="cg-auth__card">{children}</main>
      {hint && <p className="cg-auth__hint">{hint}</p>}
      {extras && <div className="cg-auth__extras">{extras}</div>}
      <FilingFooter />
    </div>
  );
}
