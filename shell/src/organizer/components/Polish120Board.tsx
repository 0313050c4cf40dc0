import { fetchPolish120Board } from '../api/board-api';
import { beijingClock } from '../format';
import { usePolling } from '../hooks/use-polling';

/** polish120's live board, refreshed every 5 s. */
export function Polish120Board() {
  const { data, error } = usePolling(fetchPolish120Board, 5000);
  return (
    <section className="oc-card">
      <h2>百廿寻迹 · 实时看板</h2>
      {!data ? (
        <p className="oc-muted">{error ?? '正在读取…'}</p>
      ) : (
        <div className="oc-table-wrap">
          <table className="oc-table" data-testid="polish120-board">
            <thead>
              <tr>
                <th>队伍</th>
                <th>X 区域阶段</th>
                <th>完成任务</th>
                <th>封禁中</th>
                <th>最后活动</th>
              </tr>
            </thead>
            <tbody>
              {data.teams.map((team) => (
                <tr key={team.id}>
                  <td>
                    {team.name}
                    <div className="oc-muted">{[team.leader, ...team.members].filter(Boolean).join('、')}</div>
                  </td>
                  <td>{team.started ? `阶段 ${team.xStage}` : '未出发'}</td>
                  <td>{team.tasksSolved}</td>
                  <td>{team.activeBans}</td>
                  <td>{beijingClock(team.lastActivityAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
