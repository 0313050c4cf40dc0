import { useState, type FormEvent } from 'react';
import { callJson, OrganizerApiError } from './organizer-api';
import type { Roster, RosterTeam } from './console-types';
import { FilePicker } from './FilePicker';
import { usePolling } from './use-polling';

interface CsvProblem {
  line: number;
  reason: string;
}

type RosterGame = 'pilotsh' | 'polish120';

/** The rosters of pilotsh and polish120 (fanhua's players form their own teams). */
export function RosterPanel() {
  const [game, setGame] = useState<RosterGame>('pilotsh');
  return (
    <div className="oc-stack">
      <div className="oc-segments" role="group" aria-label="选择名单">
        <button type="button" aria-pressed={game === 'pilotsh'} onClick={() => setGame('pilotsh')}>
          领航上海
        </button>
        <button type="button" aria-pressed={game === 'polish120'} onClick={() => setGame('polish120')}>
          百廿寻迹
        </button>
      </div>
      <GameRoster key={game} base={`/api/${game}/organizer`} />
    </div>
  );
}

/** One game's teams: create, add by phone, move, remove, change leader, place waiting players, import a CSV. */
function GameRoster({ base }: { base: string }) {
  const { data, error, reload } = usePolling(() => callJson<Roster>('GET', `${base}/roster`), 5000);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; problems?: CsvProblem[] } | null>(null);

  /** Runs one change; true when the server accepted it. */
  async function act(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setMessage(null);
    try {
      await work();
      setMessage({ kind: 'ok', text: done });
      await reload();
      return true;
    } catch (failure) {
      const problems = failure instanceof OrganizerApiError ? (failure.body as { problems?: CsvProblem[] } | null)?.problems : undefined;
      setMessage({ kind: 'error', text: failure instanceof Error ? failure.message : '操作失败', ...(problems ? { problems } : {}) });
      return false;
    }
  }

  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  return (
    <div className="oc-stack">
      {message && (
        <div className={message.kind === 'ok' ? 'oc-ok' : 'oc-error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
          {message.text}
          {message.problems && (
            <ul data-testid="csv-problems">
              {message.problems.map((problem) => (
                <li key={problem.line}>第 {problem.line} 行：{problem.reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <WaitingPlayers roster={data} onPlace={(phone, teamId) => act(() => callJson('POST', `${base}/teams/${teamId}/members`, { phone }), '已加入队伍')} />
      {data.teams.map((team) => (
        <TeamCard key={team.id} base={base} team={team} teams={data.teams} act={act} />
      ))}
      <CreateTeamForm onCreate={(name, leaderPhone) => act(() => callJson('POST', `${base}/teams`, { name, leaderPhone }), `已创建队伍「${name}」`)} />
      <CsvImport onImport={(csv) => act(() => callJson('POST', `${base}/roster/import`, { csv }), '名单已导入')} />
    </div>
  );
}

function WaitingPlayers({ roster, onPlace }: { roster: Roster; onPlace: (phone: string, teamId: string) => Promise<boolean> }) {
  const [choice, setChoice] = useState<Record<string, string>>({});
  return (
    <section className="oc-card" data-testid="unassigned">
      <h2>等待分队的玩家（{roster.unassigned.length}）</h2>
      {roster.unassigned.length === 0 ? (
        <p className="oc-muted">所有注册玩家都已在队伍中。</p>
      ) : (
        <ul className="oc-rows">
          {roster.unassigned.map((player) => (
            <li key={player.phone} data-testid={`unassigned-${player.phone}`}>
              <span>
                {player.name} <span className="oc-muted">{player.phone}</span>
              </span>
              <span className="oc-inline">
                <select aria-label={`${player.name} 加入的队伍`} value={choice[player.phone] ?? ''} onChange={(event) => setChoice({ ...choice, [player.phone]: event.target.value })}>
                  <option value="">选择队伍</option>
                  {roster.teams.map((team) => (
                    <option key={team.id} value={team.id}>{team.name}</option>
                  ))}
                </select>
                <button type="button" disabled={!choice[player.phone]} onClick={() => void onPlace(player.phone, choice[player.phone]!)}>
                  加入
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamCard({ base, team, teams, act }: { base: string; team: RosterTeam; teams: RosterTeam[]; act: (work: () => Promise<unknown>, done: string) => Promise<boolean> }) {
  const [phone, setPhone] = useState('');
  return (
    <section className="oc-card" data-testid={`team-${team.name}`}>
      <h2>{team.name}</h2>
      <ul className="oc-rows">
        {team.leader && (
          <li>
            <span>
              <span className="oc-badge oc-badge--open">队长</span> {team.leader.name} <span className="oc-muted">{team.leader.phone}</span>
            </span>
          </li>
        )}
        {team.members.map((member) => (
          <li key={member.phone}>
            <span>
              {member.name} <span className="oc-muted">{member.phone}</span>
            </span>
            <span className="oc-inline">
              <select
                aria-label={`把 ${member.name} 移到`}
                value=""
                onChange={(event) => event.target.value && void act(() => callJson('PUT', `${base}/members/${member.phone}/team`, { teamId: event.target.value }), `已移动 ${member.name}`)}
              >
                <option value="">移到…</option>
                {teams.filter((other) => other.id !== team.id).map((other) => (
                  <option key={other.id} value={other.id}>{other.name}</option>
                ))}
              </select>
              <button type="button" onClick={() => void act(() => callJson('PUT', `${base}/teams/${team.id}/leader`, { phone: member.phone }), `${member.name} 成为队长`)}>
                设为队长
              </button>
              <button
                type="button"
                className="oc-link-danger"
                onClick={() => window.confirm(`把 ${member.name} 移出「${team.name}」？`) && void act(() => callJson('DELETE', `${base}/members/${member.phone}`), `已移出 ${member.name}`)}
              >
                移出
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form
        className="oc-inline"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void act(() => callJson('POST', `${base}/teams/${team.id}/members`, { phone: phone.trim() }), '已加入队伍').then((accepted) => accepted && setPhone(''));
        }}
      >
        <input aria-label={`加入「${team.name}」的手机号`} placeholder="按手机号加入队员" value={phone} onChange={(event) => setPhone(event.target.value)} inputMode="tel" required />
        <button type="submit">加入</button>
      </form>
    </section>
  );
}

function CreateTeamForm({ onCreate }: { onCreate: (name: string, leaderPhone: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [leader, setLeader] = useState('');
  return (
    <form
      className="oc-card oc-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onCreate(name.trim(), leader.trim()).then((accepted) => {
          if (!accepted) return;
          setName('');
          setLeader('');
        });
      }}
    >
      <h2>新建队伍</h2>
      <label>
        队名
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={40} />
      </label>
      <label>
        队长手机号（须已注册）
        <input value={leader} onChange={(event) => setLeader(event.target.value)} inputMode="tel" required />
      </label>
      <button type="submit" className="oc-primary">创建</button>
    </form>
  );
}

function CsvImport({ onImport }: { onImport: (csv: string) => Promise<boolean> }) {
  return (
    <section className="oc-card oc-form">
      <h2>导入名单（CSV）</h2>
      <p className="oc-muted">每行：队名,队长手机号,队员手机号…（队员可分列，也可在一格里用分号分隔）。有任何一行出错时整份名单都不导入。</p>
      <FilePicker label="选择名单文件" accept=".csv,text/csv" onFile={(file) => void file.text().then(onImport)} />
    </section>
  );
}
