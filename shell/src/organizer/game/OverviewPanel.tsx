import { ORGANIZER_GAMES } from '@citygames/contracts/organizer/games.rules';
import { useOverview } from '../hooks/use-overview';
import { ActionLog } from '../activity/ActionLog';
import { GameStateCard } from './GameStateCard';

/** Each game's state, players and teams, and the latest organiser actions; refreshed every 5 s. */
export function OverviewPanel() {
  const { data, error, pending, actionError, setOpen } = useOverview();
  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  return (
    <div className="oc-stack">
      {actionError && (
        <p className="oc-error" role="alert">
          {actionError}
        </p>
      )}
      <div className="oc-cards">
        {ORGANIZER_GAMES.map(({ id, title }) => (
          <GameStateCard
            key={id}
            id={id}
            title={title}
            open={data.open[id] !== false}
            healthy={data.health[id] !== 'down'}
            players={data.players[id] ?? 0}
            summary={data.summaries[id]}
            pending={pending === id}
            onSetOpen={(open) => void setOpen(id, open)}
          />
        ))}
      </div>
      <ActionLog actions={data.actions} />
    </div>
  );
}
