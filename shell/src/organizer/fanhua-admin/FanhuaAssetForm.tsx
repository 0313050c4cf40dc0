import { useState } from 'react';
import type { AdminTeam } from '@citygames/contracts/fanhua/admin.schema';
import { addAssetProblem, MAX_ADDED_COUNT } from '@citygames/contracts/fanhua/admin.rules';
import { ASSET_TYPES, type AssetType, ITEM_NAMES, RESOURCE_CATEGORIES, TYPE_NAMES } from '@citygames/contracts/fanhua/assets.rules';
import { fanhuaAdminApi } from '../api/fanhua-admin-api';
import { useAction } from '../hooks/use-fanhua-admin';
import { ActionResult } from '../components/ActionResult';
import { TeamPicker } from '../components/TeamPicker';

const itemsOf = (type: AssetType): readonly string[] => (type in RESOURCE_CATEGORIES ? RESOURCE_CATEGORIES[type as keyof typeof RESOURCE_CATEGORIES] : []);

/** Grant a team some of one asset (the game admin's 添加资产): refused here as the service would refuse it, which still judges. */
export function FanhuaAssetForm({ teams }: { teams: AdminTeam[] }) {
  const [teamId, setTeamId] = useState('');
  const [type, setType] = useState<AssetType>('luck');
  const [item, setItem] = useState('');
  const [count, setCount] = useState('1');
  const action = useAction();
  const items = itemsOf(type);
  return (
    <form
      className="oc-card oc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(async () => {
          const problem = addAssetProblem({ teamId, type, arg: items.length > 0 ? item : '', count });
          if (problem) throw new Error(problem);
          return (await fanhuaAdminApi.addAsset({ team_id: teamId, type, arg: items.length > 0 ? item : null, count: Number(count) })).message;
        });
      }}
    >
      <h2>添加资产</h2>
      <TeamPicker label="队伍" noneLabel="请选择队伍" teams={teams} value={teamId} onChange={setTeamId} required />
      <label>
        类型
        <select
          value={type}
          onChange={(event) => {
            setType(event.target.value as AssetType);
            setItem('');
          }}
        >
          {ASSET_TYPES.map((value) => (
            <option key={value} value={value}>
              {TYPE_NAMES[value]}
            </option>
          ))}
        </select>
      </label>
      {items.length > 0 && (
        <label>
          物品
          <select value={item} onChange={(event) => setItem(event.target.value)} required>
            <option value="">请选择物品</option>
            {items.map((value) => (
              <option key={value} value={value}>
                {ITEM_NAMES[value] ?? value}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        数量
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ADDED_COUNT}
          step={1}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          required
        />
      </label>
      <button type="submit" className="oc-primary" disabled={action.busy}>
        添加
      </button>
      <ActionResult action={action} />
    </form>
  );
}
