import { useState, type ReactNode } from 'react';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { TEAM_NAME_MAX_LENGTH } from '@citygames/contracts/organizer/roster.rules';
import type { RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import type { RosterAct } from '../hooks/use-roster';
import { checkTeamName } from '../team-name-rules';
import { deleteConfirmation, resetConfirmation } from '../team-repair-texts';

function playersOf(team: RosterTeam): number {
  return (team.leader ? 1 : 0) + team.members.length;
}

/** Rename, reset and delete one team (and `extra`, the card's other team-wide buttons); reset and delete ask first and say what they do. */
export function TeamRepairs({ game, team, act, extra }: { game: RosterGameId; team: RosterTeam; act: RosterAct; extra?: ReactNode }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(team.name);
  const [nameError, setNameError] = useState<string | null>(null);

  if (renaming)
    return (
      <form
        className="oc-inline oc-team-rename"
        onSubmit={(event) => {
          event.preventDefault();
          const { name: newName, problem } = checkTeamName(name);
          setNameError(problem);
          if (problem) return;
          void act((api, version) => api.renameTeam(version, team.id, newName), `已把「${team.name}」改名为「${newName}」`, [team.id]).then(
            (accepted) => accepted && setRenaming(false),
          );
        }}
      >
        <input
          aria-label={`「${team.name}」的新队名`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          maxLength={TEAM_NAME_MAX_LENGTH}
        />
        <button type="submit" className="oc-primary">
          保存队名
        </button>
        <button type="button" onClick={() => setRenaming(false)}>
          取消
        </button>
        {nameError && (
          <p className="oc-error" role="alert">
            {nameError}
          </p>
        )}
      </form>
    );

  return (
    <div className="oc-inline oc-team-repairs">
      <button
        type="button"
        onClick={() => {
          setName(team.name);
          setRenaming(true);
        }}
      >
        改名
      </button>
      <button
        type="button"
        onClick={() =>
          window.confirm(resetConfirmation(game, team.name)) &&
          void act((api, version) => api.resetTeam(version, team.id), `已重置「${team.name}」的进度`, [team.id])
        }
      >
        重置进度
      </button>
      <button
        type="button"
        className="oc-link-danger"
        onClick={() =>
          window.confirm(deleteConfirmation(game, team.name, playersOf(team))) &&
          void act((api, version) => api.deleteTeam(version, team.id), `已删除队伍「${team.name}」，${playersOf(team)} 名队员回到等待分队`)
        }
      >
        删除队伍
      </button>
      {extra}
    </div>
  );
}
