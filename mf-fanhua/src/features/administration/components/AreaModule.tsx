import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rewardGroupDrafts, rewardGroupsPayload, type RewardGroupDraft } from '@citygames/contracts/fanhua/reward-group-drafts.rules';
import { REWARD_TEXTS } from '@citygames/contracts/fanhua/reward-groups.rules';
import { RewardGroupsEditor } from '@citygames/web-kit/fanhua-rewards/RewardGroupsEditor';
import { fetchAdminAreas, updateAreaRewards } from '../api/admin-api';
import { toastFailure, toastProblem, toastSuccess } from '../admin-feedback';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import { queryKeys } from '../../../query-keys';

const T = ADMINISTRATION_TEXTS.area;

/**
 * Edit one area's stored reward groups (hidden areas too) with the editor the organiser console shares; the map shows
 * the new groups on its next refresh.
 */
export function AreaModule() {
  const queryClient = useQueryClient();
  const areas = useQuery({ queryKey: queryKeys.admin.areas, queryFn: fetchAdminAreas });
  const [areaId, setAreaId] = useState('');
  const [groups, setGroups] = useState<RewardGroupDraft[]>([]);
  const [note, setNote] = useState('');

  const save = useMutation({
    mutationFn: ({ id, rewards }: { id: number; rewards: Parameters<typeof updateAreaRewards>[1] }) => updateAreaRewards(id, rewards),
    onSuccess: () => {
      toastSuccess(T.saved);
      void queryClient.invalidateQueries();
    },
    onError: (error) => toastFailure(error, T.failed),
  });

  const typedAreaId = () => (/^\d+$/.test(areaId.trim()) && Number(areaId) >= 1 ? Number(areaId) : null);

  function load() {
    const id = typedAreaId();
    if (id === null) {
      toastProblem(REWARD_TEXTS.areaIdRequired);
      return;
    }
    const area = areas.data?.find((candidate) => candidate.id === id);
    if (!area) {
      setGroups([]);
      setNote(T.notFound);
      return;
    }
    const stored = rewardGroupDrafts(area.rewards);
    setGroups(stored);
    setNote(area.special ? T.special : area.hidden ? T.hidden(stored.length) : T.loaded(stored.length));
  }

  return (
    <section className="fh-admin-card" aria-labelledby="fh-admin-area">
      <h2 className="fh-admin-card__title" id="fh-admin-area">
        {T.title}
      </h2>
      <div className="fh-admin-field">
        <label className="fh-admin-field__label" htmlFor="fh-admin-area-id">
          {T.areaId}
        </label>
        <div className="fh-admin-inline">
          <input
            id="fh-admin-area-id"
            className="fh-admin-input"
            inputMode="numeric"
            placeholder={T.areaIdPlaceholder}
            value={areaId}
            onChange={(event) => setAreaId(event.target.value)}
          />
          <Button size="small" onClick={load} loading={areas.isPending}>
            {T.load}
          </Button>
        </div>
        {note && <span className="fh-admin-field__hint">{note}</span>}
      </div>

      <RewardGroupsEditor groups={groups} onChange={setGroups} editIds />
      <Button
        className="fh-admin-save"
        block
        color="primary"
        loading={save.isPending}
        onClick={() => {
          const id = typedAreaId();
          const payload = rewardGroupsPayload(groups);
          if (id === null) toastProblem(REWARD_TEXTS.areaIdRequired);
          else if (!payload.ok) toastProblem(payload.message);
          else save.mutate({ id, rewards: payload.rewards });
        }}
      >
        {T.save}
      </Button>
    </section>
  );
}
