import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { useRoster, type RosterMessage } from '../hooks/use-roster';
import { CreateTeamForm } from './CreateTeamForm';
import { CsvImport } from './CsvImport';
import { TeamCard } from './TeamCard';
import { WaitingPlayers } from './WaitingPlayers';

function RosterOutcome({ message }: { message: RosterMessage }) {
  return (
    <div className={message.kind === 'ok' ? 'oc-ok' : 'oc-error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
      {message.text}
    </div>
  );
}

/** One game's teams: create, add by phone, move, remove, change leader, place waiting players, import a CSV. */
export function GameRoster({ game }: { game: RosterGameId }) {
  const { api, data, error, message, act, reload } = useRoster(game);
  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  return (
    <div className="oc-stack">
      {message && <RosterOutcome message={message} />}
      <WaitingPlayers roster={data} onPlace={(phone, teamId) => act((api) => api.addMember(teamId, phone), '已加入队伍')} />
      {data.teams.map((team) => (
        <TeamCard key={team.id} team={team} teams={data.teams} act={act} />
      ))}
      <CreateTeamForm onCreate={(name, leaderPhone) => act((api) => api.createTeam({ name, leaderPhone }), `已创建队伍「${name}」`)} />
      <CsvImport api={api} onImported={reload} />
    </div>
  );
}
