import type { MouseEvent } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { GameHeader } from '@citygames/web-kit/GameHeader';
import { clearToken, getFanhuaRole } from '@citygames/web-kit/token-store';
import { GameEmblem } from '../GameEmblem';
import { TEXTS } from '../texts';
import './HomeLayout.css';

const TABS = [
  { path: '/fanhua/teaminfo', label: TEXTS.nav.teaminfo },
  { path: '/fanhua/area', label: TEXTS.nav.area },
  { path: '/fanhua/property', label: TEXTS.nav.property },
  { path: '/fanhua/trade', label: TEXTS.nav.trade },
  { path: '/fanhua/radio', label: TEXTS.nav.radio },
] as const;
const ADMIN_TAB = { path: '/fanhua/administration', label: TEXTS.nav.administration };

/** The frame of every fanhua screen after login: header with logout (to '/') and the top tabs. */
export default function HomeLayout() {
  const navigate = useNavigate();
  const tabs = getFanhuaRole() === 'admin' ? [...TABS, ADMIN_TAB] : TABS;

  function logout() {
    clearToken('fanhua');
    navigate('/', { replace: true });
  }

  // spec 3 §2: clicking the tab of the current screen reloads the page
  function onTabClick(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (window.location.pathname === path) {
      event.preventDefault();
      window.location.reload();
    }
  }

  return (
    <div className="cg-game-home">
      <GameHeader title={TEXTS.game.homeTitle} emblem={<GameEmblem />} onLogout={logout} logoutLabel={TEXTS.nav.logout} />
      <nav className="fh-nav" aria-label="繁华废土导航">
        {tabs.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className="fh-nav__tab" onClick={(event) => onTabClick(event, tab.path)}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <main className="cg-game-home__body">
        <Outlet />
      </main>
    </div>
  );
}
