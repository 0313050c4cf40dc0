import { HttpError } from '@citygames/service-kit/http/errors';
import { texts } from '../texts.js';

/** The numeric team error codes the original client knows travel as `errorCode` next to the usual `error`/`message`. */
export const alreadyInTeam = (action: 'create' | 'join') =>
  new HttpError(409, 'ALREADY_IN_TEAM', action === 'create' ? texts.team.alreadyInTeamCreating : texts.team.alreadyInTeam, {
    errorCode: -101,
  });

export const playerNotInTeam = () => new HttpError(404, 'PLAYER_NOT_FOUND', texts.team.playerNotInTeam, { errorCode: -105 });

export const newLeaderRequired = () => new HttpError(400, 'NEW_LEADER_REQUIRED', texts.team.newLeaderRequired, { errorCode: -106 });
