import { Button, TextArea } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { createTeamAsAdmin, fetchAdminPlayers, fetchAdminTeams, movePlayer, setTeamLeader } from '../api/admin-api';
import { ADMIN_TOAST_MS, toastFailure, toastProblem, toastSuccess } from '../admin-feedback';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX, validateNewTeam } from '../admin-forms';
import { TEXTS } from '../../../texts';
import { PlayerSelect } from './PlayerSelect';
import { TeamSelect } from './TeamSelect';
import { queryKeys } from '../../../query-keys';

const T = TEXTS.admin.team;
const V = TEXTS.admin.validation;

/** Add a team, change a leader, move a player, and the list of teams with their invite codes. */
export function TeamModule() {
  const queryClient = useQueryClient();
  const teams = useQuery({ queryKey: queryKeys.admin.teams, queryFn: fetchAdminTeams });
  const players = useQuery({ queryKey: queryKeys.admin.players, queryFn: fetchAdminPlayers });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });

  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [leaderTeam, setLeaderTeam] = useState('');
  const [leader, setLeader] = useState('');
  const [movingPlayer, setMovingPlayer] = useState('');
  const [targetTeam, setTargetTeam] = useState('');

  const create = useMutation({
    mutationFn: createTeamAsAdmin,
    onSuccess: (answer) => {
      // The invite code must be read out: this toast stays longer than the usual 1.8 s.
      toastSuccess(
        <span>
          {T.createdTitle}
          <span className="fh-admin-nowrap">{T.createdCode(answer.inviteCode)}</span>
        </span>,
        ADMIN_TOAST_MS * 3,
      );
      setName('');
      setDescription('');
      void refresh();
    },
    onError: (error) => toastFailure(error, isApiError(error) && error.kind === 'http' ? T.createFailed : T.createFailedRetry),
  });
  const changeLeader = useMutation({
    mutationFn: setTeamLeader,
    onSuccess: () => {
      toastSuccess(T.leaderChanged);
      setLeader('');
      void refresh();
    },
    onError: (error) => toastFailure(error, T.changeFailed),
  });
  const move = useMutation({
    mutationFn: movePlayer,
    onSuccess: () => {
      toastSuccess(T.moved);
      setMovingPlayer('');
      void refresh();
    },
    onError: (error) => toastFailure(error, T.moveFailed),
  });

  const teamList = teams.data ?? [];
  const playerList = players.data ?? [];
  const members = playerList.filter((player) => player.team_id === leaderTeam);
  const playerName = (id: string | null) => playerList.find((player) => player.id === id)?.name ?? T.noLeader;

  return (
    <div className="fh-admin-stack">
      <section className="fh-admin-card" aria-labelledby="fh-admin-add-team">
        <h2 className="fh-admin-card__title" id="fh-admin-add-team">
          {T.addTitle}
        </h2>
        <div className="fh-admin-field">
          <label className="fh-admin-field__label" htmlFor="fh-admin-team-name">
            {T.name}
            <span className="fh-admin-counter">
              {name.trim().length}/{TEAM_NAME_MAX}
            </span>
          </label>
          <input id="fh-admin-team-name" className="fh-admin-input" placeholder={T.namePlaceholder} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="fh-admin-field">
          <label className="fh-admin-field__label" htmlFor="fh-admin-team-description">
            {T.description}
            <span className="fh-admin-counter">
              {description.trim().length}/{TEAM_DESCRIPTION_MAX}
            </span>
          </label>
          <TextArea id="fh-admin-team-description" className="fh-admin-textarea" placeholder={T.descriptionPlaceholder} rows={2} value={description} onChange={setDescription} />
        </div>
        <Button
          block
          color="primary"
          loading={create.isPending}
          onClick={() => {
            const problem = validateNewTeam(name, description);
            if (problem) toastProblem(problem);
            else create.mutate({ name: name.trim(), description: description.trim() });
          }}
        >
          {T.add}
        </Button>
      </section>

      <section className="fh-admin-card" aria-labelledby="fh-admin-leader">
        <h2 className="fh-admin-card__title" id="fh-admin-leader">
          {T.leaderTitle}
        </h2>
        <TeamSelect label={TEXTS.admin.asset.team} teams={teamList} value={leaderTeam} onChange={(id) => { setLeaderTeam(id); setLeader(''); }} />
        <PlayerSelect label={T.newLeader} players={members} value={leader} onChange={setLeader} />
        <Button
          block
          color="primary"
          fill="outline"
          loading={changeLeader.isPending}
          onClick={() => {
            if (!leaderTeam) toastProblem(V.selectTeam);
            else if (!leader) toastProblem(V.selectLeader);
            else changeLeader.mutate({ team_id: leaderTeam, player_id: leader });
          }}
        >
          {T.changeLeader}
        </Button>
      </section>

      <section className="fh-admin-card" aria-labelledby="fh-admin-move">
        <h2 className="fh-admin-card__title" id="fh-admin-move">
          {T.moveTitle}
        </h2>
        <PlayerSelect label={T.player} players={playerList} value={movingPlayer} onChange={setMovingPlayer} />
        <TeamSelect label={T.targetTeam} teams={teamList} value={targetTeam} onChange={setTargetTeam} />
        <Button
          block
          color="primary"
          fill="outline"
          loading={move.isPending}
          onClick={() => {
            if (!movingPlayer) toastProblem(V.selectPlayer);
            else if (!targetTeam) toastProblem(V.selectTargetTeam);
            else move.mutate({ player_id: movingPlayer, team_id: targetTeam });
          }}
        >
          {T.move}
        </Button>
      </section>

      <section className="fh-admin-card" aria-labelledby="fh-admin-teams">
        <h2 className="fh-admin-card__title" id="fh-admin-teams">
          {T.listTitle}
          <span className="fh-admin-badge">{teamList.length}</span>
        </h2>
        {teamList.length === 0 ? (
          <p className="fh-admin-empty">{T.noTeams}</p>
        ) : (
          <table className="fh-admin-table" data-testid="admin-team-table">
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.inviteCode}</th>
                <th scope="col">{T.members}</th>
                <th scope="col">{T.leader}</th>
              </tr>
            </thead>
            <tbody>
              {teamList.map((team) => (
                <tr key={team.id}>
                  <td>{team.name}</td>
                  <td className="fh-admin-mono">{team.invite_code}</td>
                  <td>{team.member_count}</td>
                  <td>{team.leader_id ? playerName(team.leader_id) : T.noLeader}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
