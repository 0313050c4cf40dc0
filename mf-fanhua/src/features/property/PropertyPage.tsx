import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchAwakening } from './api/awakening-api';
import { useCurrentTeam } from '../../shared/teams/use-current-team';
import { PROPERTY_TEXTS } from './property-texts';
import { isNoTeam } from '../../shared/teams/no-team';
import { AssetPanel } from '../../shared/asset-panel/AssetPanel';
import { ASSET_PANEL_TEXTS } from '../../shared/asset-panel/asset-panel-texts';
import { AwakeningDialog } from './components/AwakeningDialog';
import '../../shared/styles/fanhua-screens.css';
import './property.css';
import { queryKeys } from '../../query-keys';

const P = PROPERTY_TEXTS;
const A = ASSET_PANEL_TEXTS;

/**
 * /fanhua/property: the asset panel, the way to the trade screen, and the awakening until the team has
 * awakened; when a member already took part in another team's awakening, the reason instead of the offer.
 */
export default function PropertyPage() {
  const navigate = useNavigate();
  const current = useCurrentTeam();
  const teamId = current.data?.team.id ?? '';
  const awakening = useQuery({ queryKey: queryKeys.awakening(teamId), queryFn: fetchAwakening, enabled: Boolean(teamId) });
  const [dismissed, setDismissed] = useState(false);
  const blockedBy = awakening.data?.blockedBy ?? [];
  const notAwakened = awakening.isSuccess && !awakening.data.awakened;
  const offered = notAwakened && blockedBy.length === 0;

  if (current.isPending) {
    return (
      <div className="fh-page">
        <div className="fh-muted fh-center">
          <DotLoading /> {A.loading}
        </div>
      </div>
    );
  }
  if (current.isError) {
    return (
      <div className="fh-page">
        {isNoTeam(current.error) ? (
          <section className="fh-panel fh-center">
            <p className="fh-muted">{P.noTeam}</p>
            <Button color="primary" onClick={() => navigate('/fanhua/teaminfo')}>
              {P.goTeam}
            </Button>
          </section>
        ) : (
          <ErrorBlock status="default" title={A.loadFailed} description={current.error.message} />
        )}
      </div>
    );
  }
  return (
    <div className="fh-page fh-property">
      <header className="fh-property__hero">
        <div>
          <h1 className="fh-property__title">{A.title}</h1>
          <p className="fh-property__team">{current.data.team.name}</p>
        </div>
        <Button onClick={() => navigate('/fanhua/trade')}>{P.goTrade}</Button>
      </header>
      {notAwakened && (
        <section className="fh-panel fh-property__awaken" aria-label={P.awakenTitle}>
          {offered ? (
            <>
              <p className="fh-muted">{P.awakenPending}</p>
              <Button color="primary" size="small" onClick={() => setDismissed(false)}>
                {P.awakenOpen}
              </Button>
            </>
          ) : (
            <p className="fh-muted" data-testid="awaken-blocked">
              {P.awakenBlocked(blockedBy)}
            </p>
          )}
        </section>
      )}
      <AssetPanel teamId={teamId} />
      <AwakeningDialog teamId={teamId} visible={offered && !dismissed} onClose={() => setDismissed(true)} />
    </div>
  );
}
