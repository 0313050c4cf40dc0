import { useCallback } from 'react';
import { GAME_TITLES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { fetchRankedResults } from '../api/board-api';
import { beijingClock } from '../format';
import { usePolling } from '../hooks/use-polling';

/** A game's ranked results, the same columns in every game (rank, score, tie-break: docs/organizer.md). */
export function RankedResults({ game }: { game: OrganizerGameId }) {
  const load = useCallback(() => fetchRankedResults(game), [game]);
  const { data, error } = usePolling(load, 10_000, game);
  return (
    <section className="oc-card">
      <h2>{GAME_TITLES[game]} · 名次</h2>
      <p className="oc-muted">得分高的在前；得分相同时先达到这个得分的在前（最后得分时间早）；两者都相同则名次并列。</p>
      {!data ? (
        <p className="oc-muted">{error ?? '正在读取…'}</p>
      ) : data.rows.length === 0 ? (
        <p className="oc-muted">还没有队伍。</p>
      ) : (
        <div className="oc-table-wrap">
          <table className="oc-table oc-ranked" data-testid="ranked-results">
            <thead>
              <tr>
                <th>名次</th>
                <th>队伍</th>
                <th>得分（{data.scoreName}）</th>
                <th>最后得分</th>
                <th>进度</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.team}>
                  <td>{row.rank}</td>
                  <td>
                    {row.team}
                    <div className="oc-muted">{[row.leader, ...row.members].filter(Boolean).join('、')}</div>
                  </td>
                  <td>{row.score}</td>
                  <td>{beijingClock(row.lastScoredAt)}</td>
                  <td>{row.progress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
