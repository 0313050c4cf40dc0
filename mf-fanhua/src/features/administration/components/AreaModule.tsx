import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAdminAreas, updateAreaRewards } from '../api/admin-api';
import { toastFailure, toastProblem, toastSuccess } from '../admin-feedback';
import { buildRewardPayload, emptyGroup, ENTRY_LISTS, groupsFromStored, type EntryList, type GroupDraft } from '../admin-forms';
import { TEXTS } from '../../../texts';
import { RewardEntryRows } from './RewardEntryRows';
import { queryKeys } from '../../../query-keys';

const T = TEXTS.admin.area;
const LIST_LABELS: Record<EntryList, string> = { requires: T.requires, gives: T.gives, cond: T.cond };

/** Edit one area's stored reward groups (hidden areas too); the map shows the new groups on its next refresh. */
export function AreaModule() {
  const queryClient = useQueryClient();
  const areas = useQuery({ queryKey: queryKeys.admin.areas, queryFn: fetchAdminAreas });
  const [areaId, setAreaId] = useState('');
  const [groups, setGroups] = useState<GroupDraft[]>([]);
  const [note, setNote] = useState('');

  const save = useMutation({
    mutationFn: ({ id, rewards }: { id: number; rewards: Parameters<typeof updateAreaRewards>[1] }) => updateAreaRewards(id, rewards),
    onSuccess: () => {
      toastSuccess(T.saved);
      void queryClient.invalidateQueries();
    },
    onError: (error) => toastFailure(error, T.failed),
  });

  function load() {
    if (!/^\d+$/.test(areaId.trim())) {
      toastProblem(TEXTS.admin.validation.areaId);
      return;
    }
    const area = areas.data?.find((candidate) => candidate.id === Number(areaId));
    if (!area) {
      setGroups([]);
      setNote(T.notFound);
      return;
    }
    const stored = groupsFromStored(area.rewards);
    setGroups(stored);
    setNote(area.special ? T.special : area.hidden ? T.hidden(stored.length) : T.loaded(stored.length));
  }

  const updateGroup = (key: string, change: Partial<GroupDraft>) => setGroups(groups.map((group) => (group.key === key ? { ...group, ...change } : group)));

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

      {groups.length === 0 && <p className="fh-admin-empty">{T.noGroups}</p>}
      {groups.map((group, index) => (
        <div key={group.key} className="fh-admin-group" data-testid="reward-group">
          <div className="fh-admin-group__head">
            <strong>{T.group(index + 1)}</strong>
            <button type="button" className="fh-admin-link fh-admin-link--danger" onClick={() => setGroups(groups.filter((other) => other.key !== group.key))}>
              {T.removeGroup}
            </button>
          </div>
          <div className="fh-admin-pair">
            <input
              aria-label={`${T.group(index + 1)}${T.groupId}`}
              className="fh-admin-input"
              placeholder={T.groupId}
              value={group.id}
              onChange={(event) => updateGroup(group.key, { id: event.target.value })}
            />
            <input
              aria-label={`${T.group(index + 1)}${T.groupText}`}
              className="fh-admin-input"
              placeholder={T.groupText}
              value={group.text}
              onChange={(event) => updateGroup(group.key, { text: event.target.value })}
            />
          </div>
          {ENTRY_LISTS.map((list) => (
            <RewardEntryRows key={list} label={LIST_LABELS[list]} entries={group[list]} onChange={(entries) => updateGroup(group.key, { [list]: entries })} />
          ))}
        </div>
      ))}
      <button type="button" className="fh-admin-link" onClick={() => setGroups([...groups, emptyGroup(String(groups.length + 1))])}>
        ＋ {T.addGroup}
      </button>
      <Button
        block
        color="primary"
        loading={save.isPending}
        onClick={() => {
          const payload = buildRewardPayload(areaId, groups);
          if (!payload.ok) toastProblem(payload.message);
          else save.mutate({ id: payload.areaId, rewards: payload.rewards });
        }}
      >
        {T.save}
      </Button>
    </section>
  );
}
