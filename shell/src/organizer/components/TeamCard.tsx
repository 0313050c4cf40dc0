import { useState, type FormEvent } from 'react';
import type { RosterPlayer, RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import type { RosterAct } from '../hooks/use-roster';

function MemberRow({ member, team, teams, act }: { member: RosterPlayer; team: RosterTeam; teams: RosterTeam[]; act: RosterAct }) {
  return (
    <li>
      <span>
        {member.name} <span className="oc-muted">{member.phone}</span>
      </span>
      <span className="oc-inline">
        <select
          aria-label={`把 ${member.name} 移到`}
          value=""
          onChange={(event) => {
            const teamId = event.target.value;
            if (teamId) void act((api) => api.moveMember(member.phone, teamId), `已移动 ${member.name}`);
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
        <button type="button" onClick={() => void act((api) => api.makeLeader(team.id, member.phone), `${member.name} 成为队长`)}>
          设为队长
        </button>
        <button
          type="button"
          className="oc-link-danger"
          onClick={() =>
            window.confirm(`把 ${member.name} 移出「${team.name}」？`) && void act((api) => api.removeMember(member.phone), `已移出 ${member.name}`)
          }
        >
          移出
        </button>
      </span>
    </li>
  );
}

/** One team: its leader, its members with their moves, and adding a member by phone. */
export function TeamCard({ team, teams, act }: { team: RosterTeam; teams: RosterTeam[]; act: RosterAct }) {
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
          <MemberRow key={member.phone} member={member} team={team} teams={teams} act={act} />
        ))}
      </ul>
      <form
        className="oc-inline"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void act((api) => api.addMember(team.id, phone.trim()), '已加入队伍').then((accepted) => accepted && setPhone(''));
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
    </section>
  );
}
