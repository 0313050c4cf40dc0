import { useState } from 'react';
import { FanhuaBoard } from './FanhuaBoard';
import { Polish120Board } from './Polish120Board';
import { callJson, download } from './organizer-api';
import { CONSOLE_GAMES, type TeamBoardRow } from './console-types';
import { beijingClock } from './format';
import { usePolling } from './use-polling';

/** The live boards of the games and the results downloads. */
export function BoardPanel() {
  const [game, setGame] = useState<'pilotsh' | 'polish120' | 'fanhua'>('pilotsh');
  return (
    <div className="oc-stack">
      <div className="oc-segments" role="group" aria-label="选择看板">
        <button type="button" aria-pressed={game === 'pilotsh'} onClick={() => setGame('pilotsh')}>
          领航上海
        </button>
        <button type="button" aria-pressed={game === 'polish120'} onClick={() => setGame('polish120')}>
          百廿寻迹
        </button>
        <button type="button" aria-pressed={game === 'fanhua'} onClick={() => setGame('fanhua')}>
          繁华废土
        </button>
      </div>
      {game === 'pilotsh' && <PilotshBoard />}
      {game === 'polish120' && <Polish120Board />}
      {game === 'fanhua' && <FanhuaBoard />}
      <ResultsDownloads />
    </div>
  );
}

/** Each game's results as a CSV that Excel opens with Chinese intact (UTF-8 with BOM). */
function ResultsDownloads() {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="oc-card">
      <h2>导出成绩（CSV，可直接用 Excel 打开）</h2>
      <span className="oc-inline">
        {CONSOLE_GAMES.map((entry) => (
          <button
            key={entry.id}
            type="button"
            onClick={() => void download(`/api/${entry.id}/organizer/results.csv`, `${entry.title}成绩.csv`).catch((error: Error) => setFailure(error.message))}
          >
            {entry.title}成绩
          </button>
        ))}
      </span>
      {failure && <p className="oc-error" role="alert">{failure}</p>}
    </section>
  );
}

/** pilotsh's live board (refreshed every 5 s) and the results download. */
function PilotshBoard() {
  const { data, error } = usePolling(() => callJson<{ teams: TeamBoardRow[] }>('GET', '/api/pilotsh/organizer/board'), 5000);
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
