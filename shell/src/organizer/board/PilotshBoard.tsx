import { fetchPilotshBoard } from '../api/board-api';
import { usePolling } from '../hooks/use-polling';
import { TeamBoardTable } from './TeamBoardTable';

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
          <TeamBoardTable testId="board" progressTitle="当前区域" progress={(team) => team.currentArea} teams={data.teams} />
        )}
      </section>
    </div>
  );
}
