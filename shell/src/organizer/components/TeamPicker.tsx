/** A labelled choice of one team; the empty choice (`noneLabel`) means no team: everyone, or nothing chosen yet. */
export function TeamPicker({
  label,
  noneLabel,
  teams,
  value,
  onChange,
  required = false,
}: {
  label: string;
  noneLabel: string;
  teams: readonly { id: string; name: string }[];
  value: string;
  onChange: (teamId: string) => void;
  required?: boolean;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} required={required}>
        <option value="">{noneLabel}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </label>
  );
}
