import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { fetchLeaderboard } from './assets-api';
import { ASSET_PANEL_TEXTS } from './asset-panel-texts';
import { queryKeys } from '../../query-keys';
import { chinaMonthDayTime } from '../date-time';

const P = ASSET_PANEL_TEXTS;

export interface LeaderboardTarget {
  type: string;
  arg: string;
  name: string;
}

/** Top 10 teams for one resource; tapping another team opens the trade screen with it chosen. */
export function LeaderboardModal({ target, myTeamId, onClose }: { target: LeaderboardTarget | null; myTeamId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const board = useQuery({
    queryKey: queryKeys.leaderboard.of(target?.type, target?.arg),
    queryFn: () => fetchLeaderboard(target!.type, target!.arg),
    enabled: target !== null,
  });

  function choose(teamId: string) {
    if (!target || teamId === myTeamId) return;
    const query = new URLSearchParams({ to: teamId, type: target.type, arg: target.arg });
    navigate(`/fanhua/trade?${query.toString()}`);
  }

  return (
    <Popup visible={target !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="fh-sheet" destroyOnClose>
      {target && (
        <div className="fh-leaderboard" role="dialog" aria-label={P.leaderboardTitle(target.name)}>
          <h3 className="fh-sheet__title">{P.leaderboardTitle(target.name)}</h3>
          {board.isPending ? (
            <div className="fh-muted fh-center">
              <DotLoading />
            </div>
          ) : board.isError ? (
            <p className="fh-muted fh-center">{P.leaderboardFailed}</p>
          ) : (
            <>
              {/* frozen and empty too: nobody held it at the freeze, though a team may hold it now */}
              {board.data.frozenAt && (
                <p className="fh-leaderboard__frozen" role="status">
                  {P.leaderboardFrozen(chinaMonthDayTime(board.data.frozenAt))}
                </p>
              )}
              {board.data.rows.length === 0 ? (
                <p className="fh-muted fh-center">{P.leaderboardEmpty}</p>
              ) : (
                <>
                  <p className="fh-muted">{P.tradeWith}</p>
                  <table className="fh-leaderboard__table">
                    <thead>
                      <tr>
                        <th>{P.rank}</th>
                        <th>{P.teamName}</th>
                        <th>{P.count}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {board.data.rows.map((row) => {
                        const mine = row.team_id === myTeamId;
                        return (
                          <tr
                            key={row.team_id}
                            className={mine ? 'fh-leaderboard__mine' : 'fh-leaderboard__other'}
                            onClick={() => choose(row.team_id)}
                            tabIndex={mine ? undefined : 0}
                            onKeyDown={(event) => event.key === 'Enter' && choose(row.team_id)}
                          >
                            <td>
                              <span className={`fh-rank fh-rank--${Math.min(row.rank, 4)}`}>{row.rank}</span>
                            </td>
                            <td>
                              {row.team_name}
                              {mine && <span className="fh-tag fh-tag--self">{P.myTeam}</span>}
                            </td>
                            <td className="fh-leaderboard__count">{row.count}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </>
              )}
            </>
          )}
        </div>
      )}
    </Popup>
  );
}
