import Button from 'antd-mobile/es/components/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addAsset } from '../api/admin-api';
import { useAdminTeams } from '../hooks/use-admin-lists';
import { isResourceCategory } from '../../../shared/asset-catalogue';
import { toastFailure, toastProblem, toastSuccess } from '../admin-feedback';
import { addAssetProblem } from '@citygames/contracts/fanhua/admin.rules';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import { AssetTypeSelects } from './AssetFields';
import { TeamSelect } from './TeamSelect';
import { queryKeys, allExcept } from '../../../query-keys';

const T = ADMINISTRATION_TEXTS.asset;

/** Grant a team some of one asset. */
export function AssetModule() {
  const queryClient = useQueryClient();
  const teams = useAdminTeams();
  const [teamId, setTeamId] = useState('');
  const [asset, setAsset] = useState({ type: '', arg: '' });
  const [count, setCount] = useState('1');
  const add = useMutation({
    mutationFn: addAsset,
    onSuccess: () => {
      toastSuccess(T.added);
      void queryClient.invalidateQueries(allExcept(queryKeys.admin.all));
    },
    onError: (error) => toastFailure(error, T.failed),
  });

  return (
    <section className="fh-admin-card" aria-labelledby="fh-admin-asset">
      <h2 className="fh-admin-card__title" id="fh-admin-asset">
        {T.title}
      </h2>
      <TeamSelect label={T.team} teams={teams.data ?? []} value={teamId} onChange={setTeamId} />
      <div className="fh-admin-field">
        <span className="fh-admin-field__label">
          {T.type} / {T.item}
        </span>
        <div className="fh-admin-pair">
          <AssetTypeSelects label="" type={asset.type} arg={asset.arg} onChange={setAsset} />
        </div>
      </div>
      <div className="fh-admin-field">
        <label className="fh-admin-field__label" htmlFor="fh-admin-asset-count">
          {T.count}
        </label>
        <input id="fh-admin-asset-count" className="fh-admin-input" inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />
      </div>
      <Button
        block
        color="primary"
        loading={add.isPending}
        onClick={() => {
          const problem = addAssetProblem({ teamId, type: asset.type, arg: asset.arg, count });
          if (problem) toastProblem(problem);
          else add.mutate({ team_id: teamId, type: asset.type, arg: isResourceCategory(asset.type) ? asset.arg : null, count: Number(count) });
        }}
      >
        {T.add}
      </Button>
    </section>
  );
}
