import { useId, useMemo, useState } from 'react';
import type { AdminPlayer } from '@citygames/contracts/fanhua/admin.schema';
import { ADMINISTRATION_TEXTS } from '../administration-texts';

const T = ADMINISTRATION_TEXTS.team;

function matchingPlayers(players: readonly AdminPlayer[], search: string): readonly AdminPlayer[] {
  const text = search.trim().toLowerCase();
  return text ? players.filter((player) => player.name.toLowerCase().includes(text)) : players;
}

/** A player picker with a name search (names containing the typed text). */
export function PlayerSelect({ label, players, value, onChange }: { label: string; players: AdminPlayer[]; value: string; onChange: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const id = useId();
  const matches = useMemo(() => matchingPlayers(players, search), [players, search]);
  const chosen = matches.find((player) => player.id === value);

  /** A search that hides the chosen player also unchooses it: the action acts on what the select shows. */
  function changeSearch(text: string) {
    setSearch(text);
    if (value && !matchingPlayers(players, text).some((player) => player.id === value)) onChange('');
  }

  return (
    <div className="fh-admin-field">
      <label className="fh-admin-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="fh-admin-input"
        type="search"
        aria-label={`${label}：${T.search}`}
        placeholder={T.search}
        value={search}
        onChange={(event) => changeSearch(event.target.value)}
      />
      <select
        id={id}
        aria-label={label}
        className="fh-admin-select"
        value={matches.some((player) => player.id === value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{matches.length === 0 ? T.noMatch : T.selectPlayerOption(matches.length)}</option>
        {matches.map((player) => (
          <option key={player.id} value={player.id}>
            {player.name}（{player.phone.slice(-4)}）{player.team_name ? ` · ${player.team_name}` : ''}
          </option>
        ))}
      </select>
      {chosen && <span className="fh-admin-field__hint">{T.currentTeam(chosen.team_name)}</span>}
    </div>
  );
}
