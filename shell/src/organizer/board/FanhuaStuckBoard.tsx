import type { FanhuaProgress } from '@citygames/contracts/organizer/fanhua-stuck.schema';
import { fetchFanhuaStuckBoard } from '../api/board-api';
import { beijingClock } from '../format';
import { usePolling } from '../hooks/use-polling';
import { byLongestStuck, formatStuckFor, STUCK_AFTER_MS } from './stuck-rules';

function progressText(progress: FanhuaProgress): string {
  if (progress.kind === 'area') return `区域 ${progress.areaId} ${progress.areaName}`.trim();
  if (progress.kind === 'trade') return `与「${progress.otherTeam}」成交`;
  return '天赋觉醒';
}

/** fanhua's teams by how long they have made no progress (an area trade, a completed trade, the awakening), longest first. */
export function FanhuaStuckBoard() {
  const { data, error } = usePolling(fetchFanhuaStuckBoard, 5000);
  return (
    <section className="oc-card">
      <h2>繁华废土 · 谁卡住了</h2>
      <p className="oc-muted">
        按多久没有进展排序（超过 {STUCK_AFTER_MS / 60_000} 分钟标红）。进展是区域交易（领取奖励、特殊区域行动）、与其他队伍成交和天赋觉醒；
        从队伍的第一个行动或游戏开放时算起，之前写“未开始”。
      </p>
      {!data ? (
        <p className="oc-muted">{error ?? '正在读取…'}</p>
      ) : data.teams.length === 0 ? (
        <p className="oc-muted">还没有队伍。</p>
      ) : (
        <div className="oc-table-wrap">
          <table className="oc-table oc-grid" data-testid="fanhua-stuck-board">
            <thead>
              <tr>
                <th>队伍</th>
                <th>多久没有进展</th>
                <th>区域交易</th>
                <th>队伍间成交</th>
                <th>觉醒</th>
                <th>最后进展</th>
              </tr>
            </thead>
            <tbody>
              {byLongestStuck(data.teams).map((team) => {
                const stuckMs = team.stuckSince ? new Date(data.at).getTime() - new Date(team.stuckSince).getTime() : null;
                return (
                  <tr key={team.id} className={stuckMs !== null && stuckMs > STUCK_AFTER_MS ? 'oc-stuck' : undefined}>
                    <td>{team.name}</td>
                    <td>{stuckMs === null ? '未开始' : formatStuckFor(stuckMs)}</td>
                    <td className="oc-cell">{team.areaTrades}</td>
                    <td className="oc-cell">{team.teamTrades}</td>
                    <td className="oc-cell">{team.awakened ? '✓' : ''}</td>
                    <td>
                      {team.lastProgress ? (
                        <>
                          {progressText(team.lastProgress)} <span className="oc-muted">{beijingClock(team.lastProgress.at)}</span>
                        </>
                      ) : (
                        <span className="oc-muted">还没有进展</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
