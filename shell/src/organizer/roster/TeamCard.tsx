import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import type { RosterPlayer, RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import type { RosterAct } from '../hooks/use-roster';
import { PLAYER_ACCESS_TEXTS } from '../player-access-texts';
import { PlayerAccessButtons, TeamSuspensionButton } from './PlayerAccessButtons';
import { TeamCorrections } from '../board/TeamCorrections';
import { TeamRepairs } from '../board/TeamRepairs';

function SuspendedBadge({ suspended }: { suspended: boolean }) {
  return suspended ? <span className="oc-badge oc-badge--closed">{PLAYER_ACCESS_TEXTS.suspendedBadge}</span> : null;
}

interface MemberRowProps {
  game: RosterGameId;
  member: RosterPlayer;
  team: RosterTeam;
  teams: RosterTeam[];
  act: RosterAct;
  suspended: boolean;
}

function MemberRow({ game, member, team, teams, act, suspended }: MemberRowProps) {
  return (
    <li>
      <span>
        {member.name} <span className="oc-muted">{member.phone}</span> <SuspendedBadge suspended={suspended} />
      </span>
      <span className="oc-inline">
        <select
          aria-label={`把 ${member.name} 移到`}
          value=""
          onChange={(event) => {
            const teamId = event.target.value;
            if (teamId) void act((api, version) => api.moveMember(version, member.phone, teamId), `已移动 ${member.name}`, [teamId]);
          }}
        >
          <option value="">移到…</option>
          {teams
            .filter((other) => other.id !== team.id)
            .map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
        </select>
        <button type="button" onClick={() => void act((api, version) => api.makeLeader(version, team.id, member.phone), `${member.name} 成为队长`, [team.id])}>
          设为队长
        </button>
        <button
          type="button"
          className="oc-link-danger"
          onClick={() =>
            window.confirm(`把 ${member.name} 移出「${team.name}」？`) &&
            void act((api, version) => api.removeMember(version, member.phone), `已移出 ${member.name}`, [team.id])
          }
        >
          移出
        </button>
        <PlayerAccessButtons game={game} player={member} suspended={suspended} act={act} />
      </span>
    </li>
  );
}

/**
 * One team: its leader, its members with their moves (and their phones' sign-out and suspension), adding a member by
 * phone, its repairs and the organiser's corrections of its standing.
 * `recent` highlights a team just changed; a new `scrollTo` (the count of changes) brings it into view.
 */
export function TeamCard({
  game,
  team,
  teams,
  act,
  recent,
  scrollTo,
  suspendedPhones,
  teamSuspended,
}: {
  game: RosterGameId;
  team: RosterTeam;
  teams: RosterTeam[];
  act: RosterAct;
  recent: boolean;
  scrollTo: number;
  suspendedPhones: ReadonlySet<string>;
  teamSuspended: boolean;
}) {
  const [phone, setPhone] = useState('');
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    // jsdom (the component tests) has no scrollIntoView.
    if (scrollTo > 0) card.current?.scrollIntoView?.({ block: 'center' });
  }, [scrollTo]);
  return (
    <section ref={card} className={recent ? 'oc-card oc-card--recent' : 'oc-card'} data-testid={`team-${team.name}`}>
      <h2>
        {team.name}
        {recent && <span className="oc-badge oc-badge--recent">刚刚修改</span>}
        {teamSuspended && <span className="oc-badge oc-badge--closed">{PLAYER_ACCESS_TEXTS.teamSuspendedBadge}</span>}
      </h2>
      <ul className="oc-rows">
        {team.leader && (
          <li>
            <span>
              <span className="oc-badge oc-badge--open">队长</span> {team.leader.name} <span className="oc-muted">{team.leader.phone}</span>{' '}
              <SuspendedBadge suspended={suspendedPhones.has(team.leader.phone)} />
            </span>
            <span className="oc-inline">
              <PlayerAccessButtons game={game} player={team.leader} suspended={suspendedPhones.has(team.leader.phone)} act={act} />
            </span>
          </li>
        )}
        {team.members.map((member) => (
          <MemberRow key={member.phone} game={game} member={member} team={team} teams={teams} act={act} suspended={suspendedPhones.has(member.phone)} />
        ))}
      </ul>
      <form
        className="oc-inline"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void act((api, version) => api.addMember(version, team.id, phone.trim()), '已加入队伍', [team.id]).then((accepted) => accepted && setPhone(''));
        }}
      >
        <input
          aria-label={`加入「${team.name}」的手机号`}
          placeholder="按手机号加入队员"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          inputMode="tel"
          required
        />
        <button type="submit">加入</button>
      </form>
      <TeamRepairs game={game} team={team} act={act} extra={<TeamSuspensionButton game={game} team={team} suspended={teamSuspended} act={act} />} />
      <TeamCorrections game={game} team={team} act={act} />
    </section>
  );
}
