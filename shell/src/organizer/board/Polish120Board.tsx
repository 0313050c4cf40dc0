import { fetchPolish120Board } from '../api/board-api';
import { usePolling } from '../hooks/use-polling';
import { TeamBoardTable } from './TeamBoardTable';

/** polish120's live board, refreshed every 5 s. */
export function Polish120Board() {
  const { data, error } = usePolling(fetchPolish120Board, 5000);
  return (
    <section className="oc-card">
      <h2>百廿寻迹 · 实时看板</h2>
      {!data ? (
        <p className="oc-muted">{error ?? '正在读取…'}</p>
      ) : (
        <TeamBoardTable
          testId="polish120-board"
          progressTitle="X 区域阶段"
          progress={(team) => (team.started ? `阶段 ${team.xStage}` : '未出发')}
          teams={data.teams}
        />
      )}
    </section>
  );
}
