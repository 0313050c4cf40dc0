import { useState } from 'react';
import type { AdminArea } from '@citygames/contracts/fanhua/admin.schema';
import { MAX_REWARD_COUNT } from '@citygames/contracts/fanhua/admin.rules';
import { rewardGroupDrafts, rewardGroupsPayload } from '@citygames/contracts/fanhua/reward-group-drafts.rules';
import { RewardGroupsEditor } from '@citygames/web-kit/fanhua-rewards/RewardGroupsEditor';
import { fanhuaAdminApi } from '../api/fanhua-admin-api';
import { useAction } from '../hooks/use-fanhua-admin';
import { ActionResult } from '../components/ActionResult';
import { areaTitle } from './area-descriptions';

/**
 * One area's reward groups as a form (the editor the game's administration page uses too). It refuses what the
 * service would refuse, with the service's message, before sending; the service still judges and its refusal shows here.
 */
export function FanhuaAreaRewardsEditor({ area, onSaved, onCancel }: { area: AdminArea; onSaved: (message: string) => Promise<void>; onCancel: () => void }) {
  const [groups, setGroups] = useState(() => rewardGroupDrafts(area.rewards));
  const action = useAction();
  const title = `编辑${areaTitle(area)}的奖励`;
  return (
    <form
      className="oc-form oc-fh-editor"
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(async () => {
          const payload = rewardGroupsPayload(groups);
          if (!payload.ok) throw new Error(payload.message);
          const answer = await fanhuaAdminApi.setAreaRewards(area.id, payload.rewards);
          await onSaved(answer.message);
          return answer.message;
        });
      }}
    >
      <h3>{title}</h3>
      <p className="oc-muted">
        每组是队伍在这里的一次交换：付出「需求」，得到「奖励」，持有「门槛」所列才能交换。数量为 1～{MAX_REWARD_COUNT} 的整数。
        {area.hidden && '这是隐藏区域：玩家在它揭晓前看不到这些奖励。'}
      </p>
      <RewardGroupsEditor
        groups={groups}
        onChange={(changed) => {
          setGroups(changed);
          action.clear();
        }}
      />
      <ActionResult action={action} />
      <span className="oc-inline">
        <button type="submit" className="oc-primary" disabled={action.busy}>
          保存奖励
        </button>
        <button type="button" onClick={onCancel} disabled={action.busy}>
          返回区域列表
        </button>
      </span>
    </form>
  );
}
