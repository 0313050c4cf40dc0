import type { PilotshBoardRow, Polish120BoardRow } from '@citygames/contracts/organizer/board.schema';
import { beijingClock } from '../format';

type SharedBoardColumn = 'id' | 'name' | 'leader' | 'members' | 'tasksSolved' | 'activeBans' | 'lastActivityAt';

/** What the pilotsh and polish120 boards show of a team; the second column is the game's own progress. */
export type TeamBoardEntry = Pick<PilotshBoardRow, SharedBoardColumn> & Pick<Polish120BoardRow, SharedBoardColumn>;

/** A live board of teams: name and people, the game's progress column, tasks solved, bans and last activity. */
export function TeamBoardTable<Team extends TeamBoardEntry>({
  testId,
  progressTitle,
  progress,
  teams,
}: {
  testId: string;
  progressTitle: string;
  progress: (team: Team) => string;
  teams: Team[];
}) {
  return (
    <div className="oc-table-wrap">
      <table className="oc-table" data-testid={testId}>
        <thead>
          <tr>
            <th>队伍</th>
            <th>{progressTitle}</th>
            <th>完成任务</th>
            <th>封禁中</th>
            <th>最后活动</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.id}>
              <td>
                {team.name}
                <div className="oc-muted">{[team.leader, ...team.members].filter(Boolean).join('、')}</div>
              </td>
              <td>{progress(team)}</td>
              <td>{team.tasksSolved}</td>
              <td>{team.activeBans}</td>
              <td>{beijingClock(team.lastActivityAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
