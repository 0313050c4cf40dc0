import { useMemo, useState } from 'react';
import { TEAM_NAME_MAX, TEAM_SIZE_CAP } from '@citygames/contracts/fanhua/teams.rules';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { playerAccessApi } from '../api/player-access-api';
import { usePolling } from '../hooks/use-polling';
import { useRoster, type RosterMessage } from '../hooks/use-roster';
import { isRecent, recentFirst, searchRoster, TEAMS_SHOWN } from '../roster-search-rules';
import { CreateTeamForm } from './CreateTeamForm';
import { CsvImport } from './CsvImport';
import { RosterToolbar } from './RosterToolbar';
import { TeamCard } from './TeamCard';
import { WaitingPlayers } from './WaitingPlayers';

/** fanhua's own team rules, which its roster file is checked against besides the console's. */
const FANHUA_IMPORT_NOTE = `繁华废土：每队最多 ${TEAM_SIZE_CAP} 人，队名最多 ${TEAM_NAME_MAX} 个字；玩家也可以自己用邀请码组队，导入只会新增队伍。`;

/** The outcome of the last change, kept in sight (sticky) wherever the organiser scrolled to. */
function RosterOutcome({ message }: { message: RosterMessage }) {
  const className = message.kind === 'ok' ? 'oc-ok' : message.kind === 'stale' ? 'oc-warn' : 'oc-error';
  return (
    <div className={`${className} oc-roster-outcome`} role={message.kind === 'ok' ? 'status' : 'alert'} data-testid="roster-outcome">
      {message.text}
    </div>
  );
}

/**
 * One game's teams: search, create, rename, delete, reset, add by phone, move, remove, change leader,
 * place waiting players, import a CSV, download the roster (it imports back as the same teams). The teams just changed come first, highlighted.
 */
export function GameRoster({ game }: { game: RosterGameId }) {
  const { api, data, error, message, act: rosterAct, reload, recent, changes, showRecent } = useRoster(game);
  const accessApi = useMemo(() => playerAccessApi(game), [game]);
  const suspended = usePolling(accessApi.suspended, 5000, game);
  const suspendedPhones = useMemo(() => new Set(suspended.data?.players.map((player) => player.phone)), [suspended.data]);
  const suspendedTeams = usePolling(accessApi.suspendedTeams, 5000, game);
  const suspendedTeamIds = useMemo(() => new Set(suspendedTeams.data?.teams.map((team) => team.id)), [suspendedTeams.data]);
  // a suspension changes what the cards show: read it again after every change made here
  const act: typeof rosterAct = async (work, done, focus) => {
    const accepted = await rosterAct(work, done, focus);
    if (accepted) await Promise.all([suspended.reload(), suspendedTeams.reload()]);
    return accepted;
  };
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  const found = searchRoster(data, search);
  const ordered = recentFirst(found.teams, recent);
  const shown = showAll || search.trim() ? ordered : ordered.slice(0, TEAMS_SHOWN);
  const firstRecent = shown.find((team) => isRecent(team, recent));
  return (
    <div className="oc-stack">
      {message && <RosterOutcome message={message} />}
      <RosterToolbar
        search={search}
        onSearch={setSearch}
        found={found.teams.length}
        total={data.teams.length}
        onDownload={() => void api.downloadCsv().catch(() => undefined)}
      />
      <WaitingPlayers
        players={found.unassigned}
        total={data.unassigned.length}
        teams={data.teams}
        onPlace={(phone, teamId) => act((api, version) => api.addMember(version, teamId, phone), '已加入队伍', [teamId])}
      />
      {/* creating and importing come before the list: with hundreds of teams they would sit far down the page */}
      <CreateTeamForm
        onCreate={(name, leaderPhone) => act((api, version) => api.createTeam(version, name, leaderPhone), `已创建队伍「${name}」（显示在名单最前面）`, [name])}
      />
      <CsvImport
        api={api}
        version={data.version}
        reload={reload}
        note={game === 'fanhua' ? FANHUA_IMPORT_NOTE : undefined}
        onImported={async (names) => {
          showRecent(names);
          await reload();
        }}
      />
      {search.trim() && found.teams.length === 0 && <p className="oc-muted">没有找到队名、队员姓名或手机号包含「{search.trim()}」的队伍。</p>}
      {shown.map((team) => (
        <TeamCard
          key={team.id}
          game={game}
          team={team}
          teams={data.teams}
          act={act}
          recent={isRecent(team, recent)}
          scrollTo={team === firstRecent ? changes : 0}
          suspendedPhones={suspendedPhones}
          teamSuspended={suspendedTeamIds.has(team.id)}
        />
      ))}
      {shown.length < ordered.length && (
        <button type="button" onClick={() => setShowAll(true)}>
          显示其余 {ordered.length - shown.length} 支队伍（或在上面搜索）
        </button>
      )}
    </div>
  );
}
