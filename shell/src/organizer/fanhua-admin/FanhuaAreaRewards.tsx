import { useCallback, useEffect, useState } from 'react';
import type { AdminArea } from '@citygames/contracts/fanhua/admin.schema';
import { fanhuaAdminApi } from '../api/fanhua-admin-api';
import { areaKind, areaTitle, matchesAreaSearch, rewardGroupSummary } from './area-descriptions';
import { FanhuaAreaRewardsEditor } from './FanhuaAreaRewardsEditor';

/**
 * Every area with what it pays (hidden ones too), found by its name or number; an ordinary area's rewards open in
 * the shared reward editor in place of the list. Special areas have no reward groups.
 */
export function FanhuaAreaRewards() {
  const [areas, setAreas] = useState<AdminArea[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setAreas((await fanhuaAdminApi.areas()).areas);
      setLoadError(null);
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const editing = areas.find((area) => area.id === editingId);
  const shown = areas.filter((area) => matchesAreaSearch(area, search));
  return (
    <section className="oc-card oc-form" aria-labelledby="oc-fh-areas">
      <h2 id="oc-fh-areas">区域与奖励</h2>
      {loadError && (
        <p className="oc-error" role="alert">
          读取区域失败：{loadError}
        </p>
      )}
      {editing ? (
        <FanhuaAreaRewardsEditor
          key={editing.id}
          area={editing}
          onCancel={() => setEditingId(null)}
          onSaved={async (message) => {
            await load();
            setSaved(message);
            setEditingId(null);
          }}
        />
      ) : (
        <>
          {saved && (
            <p className="oc-ok" role="status">
              {saved}
            </p>
          )}
          <label>
            查找区域（名称或编号）
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="例如 旧厂房 或 179" />
          </label>
          <p className="oc-muted">{search.trim() ? `找到 ${shown.length} 个区域` : `共 ${areas.length} 个区域`}</p>
          {/* A city has a hundred areas or more: the list scrolls inside its card. */}
          <div className="oc-table-wrap oc-preview-table">
            <table className="oc-table oc-fh-areas">
              <thead>
                <tr>
                  <th>区域</th>
                  <th>奖励</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((area) => (
                  <tr key={area.id}>
                    <td>
                      <span className="oc-fh-area">
                        {areaTitle(area)}
                        {(area.hidden || area.special) && <span className="oc-kind">{areaKind(area)}</span>}
                        {!area.special && (
                          <button
                            type="button"
                            aria-label={`编辑奖励：${areaTitle(area)}`}
                            onClick={() => {
                              setSaved(null);
                              setEditingId(area.id);
                            }}
                          >
                            编辑奖励
                          </button>
                        )}
                      </span>
                    </td>
                    <td>
                      {area.rewards.length === 0 ? (
                        <span className="oc-muted">{area.special ? '特殊区域没有奖励组' : '没有奖励组'}</span>
                      ) : (
                        <ol className="oc-fh-groups">
                          {area.rewards.map((group) => (
                            <li key={group.id}>{rewardGroupSummary(group)}</li>
                          ))}
                        </ol>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
