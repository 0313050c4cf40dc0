import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { GameHomeFrame } from '@citygames/web-kit/game-frame/GameHomeFrame';
import { getFanhuaRole } from '@citygames/web-kit/token-store';
import { FanhuaEmblem } from '@citygames/web-kit/emblems/FanhuaEmblem';
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

// clicking the tab of the current screen reloads the page
function onTabClick(event: MouseEvent<HTMLAnchorElement>, path: string) {
  if (window.location.pathname === path) {
    event.preventDefault();
    window.location.reload();
  }
}

/** The frame of every fanhua screen after login: header with logout (to '/') and the top tabs. */
export default function HomeLayout() {
  const tabs = getFanhuaRole() === 'admin' ? [...TABS, ADMIN_TAB] : TABS;
  const nav = (
    <nav className="fh-nav" aria-label={TEXTS.nav.label}>
      {tabs.map((tab) => (
        <NavLink key={tab.path} to={tab.path} className="fh-nav__tab" onClick={(event) => onTabClick(event, tab.path)}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
  return <GameHomeFrame game="fanhua" title={TEXTS.game.homeTitle} emblem={<FanhuaEmblem />} logoutTo="/" logoutLabel={TEXTS.nav.logout} nav={nav} />;
}
