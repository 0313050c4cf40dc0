import { fetchFanhuaBoard } from '../api/board-api';
import { beijingClock } from '../format';
import { usePolling } from '../hooks/use-polling';
import { FanhuaStuckBoard } from './FanhuaStuckBoard';
import { PositionMap } from './PositionMap';

function ageText(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  return minutes < 1 ? '刚刚' : minutes < 60 ? `${minutes} 分钟前` : `${Math.floor(minutes / 60)} 小时前`;
}

/** fanhua's live board and its stuck board, each refreshed every 5 s. */
export function FanhuaBoard() {
  const { data, error } = usePolling(fetchFanhuaBoard, 5000);
  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  const now = Date.now();
  return (
    <div className="oc-stack" data-testid="fanhua-board">
      <section className="oc-card">
        <h2>繁华废土 · 各队位置</h2>
        <PositionMap data={data} />
        <div className="oc-table-wrap">
          <table className="oc-table">
            <thead>
              <tr>
                <th>队伍（按资产）</th>
                <th>资产</th>
                <th>最后位置</th>
              </tr>
            </thead>
            <tbody>
              {data.teams.map((team) => (
                <tr key={team.id} data-testid={`fanhua-team-${team.name}`}>
                  <td>
                    {team.name}
                    <div className="oc-muted">{team.members} 人</div>
                  </td>
                  <td>{team.assets}</td>
                  <td>
                    {team.position ? (
                      <>
                        {team.position.lat.toFixed(5)}, {team.position.lng.toFixed(5)}
                        <div className="oc-muted">
                          精度 {team.position.accuracy ?? '未知'} 米 · {ageText(team.position.at, now)} · {team.position.player}
                          {team.position.areaId !== null ? ` · 区域 ${team.position.areaId}` : ''}
                        </div>
                      </>
                    ) : (
                      <span className="oc-muted">还没有上报</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <FanhuaStuckBoard />
      <section className="oc-card">
        <h2>最近 10 分钟的交易</h2>
        <p>
          区域交易 {data.recentTrades.areaTrades} 笔，队伍间交易 {data.recentTrades.teamTrades} 笔
        </p>
        <ul className="oc-log">
          {data.recentTrades.latest.map((trade, index) => (
            <li key={`${trade.at}-${index}`}>
              <time>{beijingClock(trade.at)}</time> {trade.team} 在区域 {trade.areaId} 交易
            </li>
          ))}
        </ul>
      </section>
      <section className="oc-card">
        <h2>风险分最高的玩家</h2>
        {data.risks.length === 0 ? (
          <p className="oc-muted">还没有风险记录（在游戏管理页运行风险检测后出现）。</p>
        ) : (
          <ul className="oc-log">
            {data.risks.map((risk) => (
              <li key={risk.player}>
                <strong>{risk.risk}</strong> {risk.player}：{risk.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
