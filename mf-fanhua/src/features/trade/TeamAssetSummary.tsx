import { DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { assetName, RESOURCE_CATEGORY_TYPES, TALENT_TYPES, TYPE_NAMES } from '../../api/trade-api';
import { TRADE_TEXTS } from './trade-texts';

interface AssetLine {
  type: string;
  arg: string;
  count: number;
}

const fetchAssets = () => api.get<{ success: boolean; assets: AssetLine[] }>('/trade/assets').then((answer) => answer.assets);

/** The team's talents and goods at a glance, so a leader sees what there is to trade. */
export function TeamAssetSummary({ teamId }: { teamId: string }) {
  const assets = useQuery({ queryKey: ['fanhua', 'assets', teamId], queryFn: fetchAssets, enabled: Boolean(teamId) });
  const lines = assets.data ?? [];
  const count = (type: string, arg = '') => lines.find((line) => line.type === type && line.arg === arg)?.count ?? 0;
  const goods = RESOURCE_CATEGORY_TYPES.map((category) => ({
    category,
    items: lines.filter((line) => line.type === category && line.count > 0),
  })).filter((group) => group.items.length > 0);

  return (
    <section className="fh-card fh-assets" aria-labelledby="fh-assets-title" data-testid="trade-assets">
      <h2 className="fh-card__title" id="fh-assets-title">
        {TRADE_TEXTS.assetsTitle}
      </h2>
      {assets.isPending ? (
        <p className="fh-empty">
          <DotLoading />
        </p>
      ) : (
        <>
          <div className="fh-assets__talents">
            {TALENT_TYPES.map((type) => (
              <div key={type} className={`fh-talent fh-talent--${type}`}>
                <span className="fh-talent__value" data-testid={`talent-${type}`}>
                  {count(type)}
                </span>
                <span className="fh-talent__name">{TYPE_NAMES[type]}</span>
              </div>
            ))}
          </div>
          {goods.length === 0 ? (
            <p className="fh-empty">你们还没有任何物资</p>
          ) : (
            goods.map((group) => (
              <div key={group.category} className="fh-assets__group">
                <span className="fh-assets__category">{TYPE_NAMES[group.category]}</span>
                <span className="fh-assets__items">
                  {group.items.map((line) => (
                    <span key={line.arg} className="fh-chip" data-testid={`asset-${line.type}-${line.arg}`}>
                      {assetName(line.type, line.arg)} <b>{line.count}</b>
                    </span>
                  ))}
                </span>
              </div>
            ))
          )}
        </>
      )}
    </section>
  );
}
