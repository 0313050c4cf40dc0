import { useCallback } from 'react';
import type { TaskGridCell } from '@citygames/contracts/organizer/task-grid.schema';
import { GAME_TITLES, type RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { fetchTaskGrid } from '../api/board-api';
import { beijingClock } from '../format';
import { usePolling } from '../hooks/use-polling';
import { byLongestStuck, formatStuckFor, STUCK_AFTER_MS } from './stuck-rules';

const CELL_TEXT: Record<TaskGridCell['state'], string> = { solved: '✓', banned: '封', attempted: '✗' };

function cellTitle(taskName: string, cell: TaskGridCell | undefined): string {
  if (!cell) return `${taskName}：未作答`;
  if (cell.state === 'solved') return `${taskName}：已完成（${beijingClock(cell.solvedAt)}）`;
  const wrong = `答错 ${cell.wrongAnswers} 次`;
  return cell.state === 'banned' ? `${taskName}：封禁到 ${beijingClock(cell.banUntil)}，${wrong}` : `${taskName}：${wrong}`;
}

/** Teams × tasks of pilotsh or polish120: who is stuck and for how long, which tasks are solved, tried or banned. */
export function StuckBoard({ game }: { game: RosterGameId }) {
  const load = useCallback(() => fetchTaskGrid(game), [game]);
  const { data, error } = usePolling(load, 5000, game);
  return (
    <section className="oc-card">
      <h2>{GAME_TITLES[game]} · 谁卡住了</h2>
      <p className="oc-muted">按多久没有完成任务排序（超过 30 分钟标红）。✓ 已完成，✗ 答错过，封 正在封禁；数字是答错次数。</p>
      {!data ? (
        <p className="oc-muted">{error ?? '正在读取…'}</p>
      ) : data.teams.length === 0 ? (
        <p className="oc-muted">还没有队伍。</p>
      ) : (
        <div className="oc-table-wrap">
          <table className="oc-table oc-grid" data-testid="stuck-board">
            <thead>
              <tr>
                <th>队伍</th>
                <th>多久没完成</th>
                <th>完成</th>
                {data.tasks.map((task) => (
                  <th key={task.id} title={`${task.group} · ${task.name}`}>
                    {task.name.length > 6 ? `${task.name.slice(0, 5)}…` : task.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {byLongestStuck(data.teams).map((team) => {
                const stuckMs = team.stuckSince ? new Date(data.at).getTime() - new Date(team.stuckSince).getTime() : null;
                const cells = new Map(team.cells.map((cell) => [cell.taskId, cell]));
                return (
                  <tr key={team.id} className={stuckMs !== null && stuckMs > STUCK_AFTER_MS ? 'oc-stuck' : undefined}>
                    <td>{team.name}</td>
                    <td>{stuckMs === null ? '未开始' : formatStuckFor(stuckMs)}</td>
                    <td>{team.solved}</td>
                    {data.tasks.map((task) => {
                      const cell = cells.get(task.id);
                      return (
                        <td key={task.id} className={cell ? `oc-cell oc-cell--${cell.state}` : 'oc-cell'} title={cellTitle(task.name, cell)}>
                          {cell ? `${CELL_TEXT[cell.state]}${cell.wrongAnswers > 0 ? cell.wrongAnswers : ''}` : ''}
                        </td>
                      );
                    })}
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
