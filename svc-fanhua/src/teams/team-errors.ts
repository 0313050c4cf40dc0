import { HttpError } from '@citygames/service-kit/errors';

/** The numeric team error codes the original client knows travel as `errorCode` next to the usual `error`/`message`. */
export const alreadyInTeam = (action: 'create' | 'join') =>
  new HttpError(409, 'ALREADY_IN_TEAM', action === 'create' ? '你已经加入了队伍，无法创建新队伍 (-101)' : '你已经加入了队伍 (-101)', {
    errorCode: -101,
  });

export const playerNotInTeam = () => new HttpError(404, 'PLAYER_NOT_FOUND', '未找到该玩家 (-105)', { errorCode: -105 });

export const newLeaderRequired = () => new HttpError(400, 'NEW_LEADER_REQUIRED', '队长退出时必须指定新队长 (-106)', { errorCode: -106 });
