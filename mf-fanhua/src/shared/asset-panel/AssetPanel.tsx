import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useState } from 'react';
import { ASSET_PANEL_TEXTS } from './asset-panel-texts';
import { resourceGroups, talentTotals } from './asset-groups';
import { LeaderboardModal, type LeaderboardTarget } from './LeaderboardModal';
import { TalentIcon } from './TalentIcon';
import { useTeamAssets } from './use-team-assets';
import '../styles/fanhua-screens.css';
import './asset-panel.css';

const P = ASSET_PANEL_TEXTS;

/** The team's three talent totals and its goods by category, each with its leaderboard. */
export function AssetPanel({ teamId }: { teamId: string }) {
  const [target, setTarget] = useState<LeaderboardTarget | null>(null);
  const assets = useTeamAssets(teamId);

  if (assets.isPending) {
    return (
      <section className="fh-panel">
        <div className="fh-muted fh-center">
          <DotLoading /> {P.loading}
        </div>
      </section>
    );
  }
  if (assets.isError) {
    return (
      <section className="fh-panel">
        <p className="fh-muted fh-center">{assets.error.message || P.loadFailed}</p>
      </section>
    );
  }
  const talents = talentTotals(assets.data);
  const groups = resourceGroups(assets.data);
  return (
    <section className="fh-panel fh-assets-panel" aria-label={P.title} data-testid="asset-panel">
      <h2 className="fh-panel__title">{P.talents}</h2>
      <div className="fh-talents">
        {talents.map((talent) => (
          <div key={talent.type} className={`fh-talent fh-talent--${talent.type}`} data-testid={`talent-${talent.type}`}>
            <TalentIcon type={talent.type} />
            <span className="fh-talent__name">{talent.name}</span>
            <strong className="fh-talent__count">{talent.count}</strong>
          </div>
        ))}
      </div>
      <h2 className="fh-panel__title fh-assets-panel__resources">{P.resources}</h2>
      {groups.length === 0 ? (
        <p className="fh-muted fh-center">{P.noResources}</p>
      ) : (
        groups.map((group) => (
          <div key={group.category} className={`fh-resource-group fh-resource-group--${group.category}`}>
            <h3 className="fh-resource-group__name">{group.name}</h3>
            <ul className="fh-resource-group__items">
              {group.items.map((item) => (
                <li key={item.arg} className="fh-resource" data-testid={`resource-${group.category}-${item.arg}`}>
                  <span className="fh-resource__name">{item.name}</span>
                  <strong className="fh-resource__count">×{item.count}</strong>
                  <Button size="mini" fill="outline" onClick={() => setTarget({ type: group.category, arg: item.arg, name: item.name })}>
                    {P.leaderboard}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <LeaderboardModal target={target} myTeamId={teamId} onClose={() => setTarget(null)} />
    </section>
  );
}
