import { useId } from 'react';
import type { AdminTeam } from '@citygames/contracts/fanhua/admin.schema';
import { ADMINISTRATION_TEXTS } from '../administration-texts';

/** A team picker (native select: the phone's own wheel). */
export function TeamSelect({ label, teams, value, onChange }: { label: string; teams: AdminTeam[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="fh-admin-field">
      <label className="fh-admin-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="fh-admin-select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{ADMINISTRATION_TEXTS.team.selectTeamOption}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {ADMINISTRATION_TEXTS.team.teamOption(team.name, team.member_count)}
          </option>
        ))}
      </select>
    </div>
  );
}
