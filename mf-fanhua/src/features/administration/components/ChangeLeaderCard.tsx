import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import { toastFailure, toastProblem, toastSuccess } from '../admin-feedback';
import type { AdminPlayer, AdminTeam } from '@citygames/contracts/fanhua/admin.schema';
import { setTeamLeader } from '../api/admin-api';
import { useRefreshAdminLists } from '../hooks/use-admin-lists';
import { PlayerSelect } from './PlayerSelect';
import { TeamSelect } from './TeamSelect';

const T = ADMINISTRATION_TEXTS.team;
const V = ADMINISTRATION_TEXTS.validation;

/** Choose a team, then one of its members as the new leader. */
export function ChangeLeaderCard({ teams, players }: { teams: AdminTeam[]; players: AdminPlayer[] }) {
  const refresh = useRefreshAdminLists();
  const [team, setTeam] = useState('');
  const [leader, setLeader] = useState('');
  const members = players.filter((player) => player.team_id === team);

  const changeLeader = useMutation({
    mutationFn: setTeamLeader,
    onSuccess: () => {
      toastSuccess(T.leaderChanged);
      setLeader('');
      void refresh();
    },
    onError: (error) => toastFailure(error, T.changeFailed),
  });

  return (
    <section className="fh-admin-card" aria-labelledby="fh-admin-leader">
      <h2 className="fh-admin-card__title" id="fh-admin-leader">
        {T.leaderTitle}
      </h2>
      <TeamSelect
        label={ADMINISTRATION_TEXTS.asset.team}
        teams={teams}
        value={team}
        onChange={(id) => {
          setTeam(id);
          setLeader('');
        }}
      />
      <PlayerSelect label={T.newLeader} players={members} value={leader} onChange={setLeader} />
      <Button
        block
        color="primary"
        fill="outline"
        loading={changeLeader.isPending}
        onClick={() => {
          if (!team) toastProblem(V.selectTeam);
          else if (!leader) toastProblem(V.selectLeader);
          else changeLeader.mutate({ team_id: team, player_id: leader });
        }}
      >
        {T.changeLeader}
      </Button>
    </section>
  );
}
