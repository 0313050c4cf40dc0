import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { getFanhuaRole } from '@citygames/web-kit/token-store';
import { ADMINISTRATION_TEXTS } from './administration-texts';
import { AreaModule } from './components/AreaModule';
import { AssetModule } from './components/AssetModule';
import { PlayerRiskModule } from './components/PlayerRiskModule';
import { TeamModule } from './components/TeamModule';
import './AdministrationPage.css';

type ModuleKey = keyof typeof ADMINISTRATION_TEXTS.tabs;

/**
 * /fanhua/administration: teams, players and the risk check, assets, area rewards. Anyone whose
 * stored role is not admin goes to /fanhua/teaminfo; the server refuses their calls with 403 anyway.
 */
export default function AdministrationPage() {
  const [active, setActive] = useState<ModuleKey>('team');
  if (getFanhuaRole() !== 'admin') return <Navigate to="/fanhua/teaminfo" replace />;
  return (
    <div className="fh-admin">
      <h1 className="fh-admin__title">{ADMINISTRATION_TEXTS.title}</h1>
      <Tabs activeKey={active} onChange={(key) => setActive(key as ModuleKey)} className="fh-admin__tabs">
        {(Object.keys(ADMINISTRATION_TEXTS.tabs) as ModuleKey[]).map((key) => (
          <Tabs.Tab key={key} title={ADMINISTRATION_TEXTS.tabs[key]} />
        ))}
      </Tabs>
      <div className="fh-admin__body">
        {active === 'team' && <TeamModule />}
        {active === 'player' && <PlayerRiskModule />}
        {active === 'asset' && <AssetModule />}
        {active === 'area' && <AreaModule />}
      </div>
    </div>
  );
}
