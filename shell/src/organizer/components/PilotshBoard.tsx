import { fetchPilotshBoard } from '../api/board-api';
import { beijingClock } from '../format';
import { usePolling } from '../hooks/use-polling';

/** pilotsh's live board, refreshed every 5 s. */
export function PilotshBoard() {
  const { data, error } = usePolling(fetchPilotshBoard, 5000);
  return (
    <div className="oc-stack">
      <section className="oc-card">
        <h2>领航上海 · 实时看板</h2>
        {!data ? (
          <p className="oc-muted">{error ?? '正在读取…'}</p>
        ) : (
          <div className="oc-table-wrap">
            <table className="oc-table" data-testid="board">
              <thead>
                <tr>
                  <th>队伍</th>
                  <th>当前区域</th>
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
                    <td>{team.currentArea}</td>
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
    </div>
  );
}
