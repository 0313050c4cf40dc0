import { useCallback, useEffect, useState } from 'react';
import type { AdminArea, RewardGroupInput } from '@citygames/contracts/fanhua/admin.schema';
import { SPECIAL_AREA_NAMES } from '@citygames/contracts/fanhua/special-effects.rules';
import { fanhuaAdminApi } from '../api/fanhua-admin-api';
import { useAction } from '../hooks/use-fanhua-admin';
import { ActionResult } from '../components/ActionResult';

function areaKind(area: AdminArea): string {
  if (area.special) return `特殊区域（${(SPECIAL_AREA_NAMES as Record<string, string>)[area.special] ?? '其他'}）`;
  return area.hidden ? '隐藏' : '普通';
}

function matches(area: AdminArea, filter: string): boolean {
  const wanted = filter.trim();
  return wanted === '' || String(area.id) === wanted || area.name.includes(wanted);
}

/**
 * Every area with its reward groups (hidden ones too), and an editor of one area's whole list as JSON:
 * the service checks it entry by entry and names the group and list of each problem.
 */
export function FanhuaAreaRewards() {
  const [areas, setAreas] = useState<AdminArea[]>([]);
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [filter, setFilter] = useState('');
  const action = useAction();
  const load = useCallback(async () => setAreas((await fanhuaAdminApi.areas()).areas), []);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const save = (id: number, text: string) =>
    action.run(async () => {
      let rewards: RewardGroupInput[];
      try {
        rewards = JSON.parse(text) as RewardGroupInput[];
      } catch {
        throw new Error('奖励组不是有效的 JSON');
      }
      const answer = await fanhuaAdminApi.setAreaRewards(id, rewards);
      setEditing(null);
      await load();
      return answer.message;
    });

  return (
    <section className="oc-card oc-form">
      <h2>区域与奖励</h2>
      <ActionResult action={action} />
      <label>
        按编号或名称筛选
        <input value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      {/* A city has a hundred areas or more: the list scrolls inside its card. */}
      <div className="oc-table-wrap oc-preview-table">
        <table className="oc-table">
          <thead>
            <tr>
              <th>区域</th>
              <th>类型</th>
              <th>奖励组</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {areas
              .filter((area) => matches(area, filter))
              .map((area) => (
                <tr key={area.id}>
                  <td>
                    {area.id}「{area.name}」
                  </td>
                  <td>{areaKind(area)}</td>
                  <td>{area.rewards.map((group) => group.text || group.id).join('、') || '—'}</td>
                  <td>
                    {!area.special && (
                      <button type="button" onClick={() => setEditing({ id: area.id, text: JSON.stringify(area.rewards, null, 2) })}>
                        编辑奖励
                      </button>
                    )}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <form
          className="oc-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save(editing.id, editing.text);
          }}
        >
          <label>
            区域 {editing.id} 的奖励组（JSON：每组 id、text、requires、gives、conds）
            <textarea className="oc-textarea" rows={12} value={editing.text} onChange={(event) => setEditing({ ...editing, text: event.target.value })} />
          </label>
          <span className="oc-inline">
            <button type="submit" className="oc-primary" disabled={action.busy}>
              保存
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              取消
            </button>
          </span>
        </form>
      )}
    </section>
  );
}
