import { lazy, Suspense, useEffect, useState } from 'react';
import { getOrganizerToken, onSignedOut, setOrganizerToken } from './api/organizer-client';
import { fetchMe, signOut } from './api/session-api';
import { ActivityPanel } from './activity/ActivityPanel';
import { AuditLogPanel } from './activity/AuditLogPanel';
import { BoardPanel } from './board/BoardPanel';
import { FanhuaAdminPanel } from './fanhua-admin/FanhuaAdminPanel';
import { MessagesPanel } from './activity/MessagesPanel';
import { ConnectionBanner } from './components/ConnectionBanner';
import { OrganizerLogin } from './game/OrganizerLogin';
import { OverviewPanel } from './game/OverviewPanel';
import { PackPanel } from './game/PackPanel';
import { RosterPanel } from './roster/RosterPanel';
import './organizer.css';

/** The studio (its form renderer, DOMPurify) loads only when its tab is opened. */
const StudioPanel = lazy(() => import(/* webpackChunkName: "organizer-studio" */ './studio/StudioPanel').then((module) => ({ default: module.StudioPanel })));

const TABS = [
  { id: 'overview', label: '总览' },
  { id: 'roster', label: '名单' },
  { id: 'activity', label: '动态' },
  { id: 'board', label: '看板与成绩' },
  { id: 'actions', label: '操作记录' },
  { id: 'pack', label: '活动包' },
  { id: 'messages', label: '消息' },
  { id: 'fanhua-admin', label: '繁华废土管理' },
  { id: 'studio', label: '内容编辑' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** `/organizer`: the organiser's console, loaded on demand (no player downloads it). */
export default function OrganizerPage() {
  const [name, setName] = useState<string | null>(null);
  const [checking, setChecking] = useState(() => Boolean(getOrganizerToken()));
  const [tab, setTab] = useState<TabId>('overview');

  useEffect(() => onSignedOut(() => setName(null)), []);
  useEffect(() => {
    if (!getOrganizerToken()) return;
    fetchMe()
      .then((answer) => setName(answer.organizer.name))
      .catch(() => setName(null))
      .finally(() => setChecking(false));
  }, []);

  if (checking) return <p className="oc-page oc-muted">正在读取…</p>;
  if (!name) {
    return (
      <div className="oc-page">
        <OrganizerLogin onSignedIn={setName} />
      </div>
    );
  }
  return (
    <div className="oc-page">
      <header className="oc-top">
        <strong>组织者控制台</strong>
        <span className="oc-inline">
          <span className="oc-muted">{name}</span>
          <button
            type="button"
            onClick={() => {
              // The server ends the token first; the browser forgets it even when the server cannot be reached.
              void signOut()
                .catch(() => undefined)
                .finally(() => {
                  setOrganizerToken(null);
                  setName(null);
                });
            }}
          >
            退出
          </button>
        </span>
      </header>
      <ConnectionBanner />
      <nav className="oc-tabs" role="tablist">
        {TABS.map((entry) => (
          <button key={entry.id} type="button" role="tab" aria-selected={tab === entry.id} onClick={() => setTab(entry.id)}>
            {entry.label}
          </button>
        ))}
      </nav>
      {tab === 'overview' && <OverviewPanel />}
      {tab === 'roster' && <RosterPanel />}
      {tab === 'activity' && <ActivityPanel />}
      {tab === 'board' && <BoardPanel />}
      {tab === 'actions' && <AuditLogPanel />}
      {tab === 'pack' && <PackPanel />}
      {tab === 'messages' && <MessagesPanel />}
      {tab === 'fanhua-admin' && <FanhuaAdminPanel />}
      {tab === 'studio' && (
        <Suspense fallback={<p className="oc-muted">正在读取…</p>}>
          <StudioPanel />
        </Suspense>
      )}
    </div>
  );
}
