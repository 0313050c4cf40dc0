import { useState } from 'react';
import { callJson, download } from './organizer-api';
import type { TeamBoardRow } from './console-types';
import { beijingClock } from './format';
import { usePolling } from './use-polling';

/** pilotsh's live board (refreshed every 5 s) and the results download. */
export function BoardPanel() {
  const { data, error } = usePolling(() => callJson<{ teams: TeamBoardRow[] }>('GET', '/api/pilotsh/organizer/board'), 5000);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <div className="oc-stack">
      <section className="oc-card">
        <header className="oc-card__head">
          <h2>领航上海 · 实时看板</h2>
          <button
            type="button"
            className="oc-primary"
            onClick={() => void download('/api/pilotsh/organizer/results.csv', '领航上海成绩.csv').catch((failure: Error) => setDownloadError(failure.message))}
          >
            导出成绩 CSV
          </button>
        </header>
        {downloadError && <p className="oc-error" role="alert">{downloadError}</p>}
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
