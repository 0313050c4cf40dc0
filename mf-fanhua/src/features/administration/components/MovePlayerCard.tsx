import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import { toastFailure, toastProblem, toastSuccess } from '../admin-feedback';
import type { AdminPlayer, AdminTeam } from '@citygames/contracts/fanhua/admin.schema';
import { movePlayer } from '../api/admin-api';
import { useRefreshAdminLists } from '../hooks/use-admin-lists';
import { PlayerSelect } from './PlayerSelect';
import { TeamSelect } from './TeamSelect';

const T = ADMINISTRATION_TEXTS.team;
const V = ADMINISTRATION_TEXTS.validation;

/** Move a player into another team. */
export function MovePlayerCard({ teams, players }: { teams: AdminTeam[]; players: AdminPlayer[] }) {
  const refresh = useRefreshAdminLists();
  const [player, setPlayer] = useState('');
  const [targetTeam, setTargetTeam] = useState('');

  const move = useMutation({
    mutationFn: movePlayer,
    onSuccess: () => {
      toastSuccess(T.moved);
      setPlayer('');
      void refresh();
    },
    onError: (error) => toastFailure(error, T.moveFailed),
  });

  return (
    <section className="fh-admin-card" aria-labelledby="fh-admin-move">
      <h2 className="fh-admin-card__title" id="fh-admin-move">
        {T.moveTitle}
      </h2>
      <PlayerSelect label={T.player} players={players} value={player} onChange={setPlayer} />
      <TeamSelect label={T.targetTeam} teams={teams} value={targetTeam} onChange={setTargetTeam} />
      <Button
        block
        color="primary"
        fill="outline"
        loading={move.isPending}
        onClick={() => {
          if (!player) toastProblem(V.selectPlayer);
          else if (!targetTeam) toastProblem(V.selectTargetTeam);
          else move.mutate({ player_id: player, team_id: targetTeam });
        }}
      >
        {T.move}
      </Button>
    </section>
  );
}
