import type { Types } from 'mongoose';
import { assetDisplayName, TALENT_TYPES, type TalentType } from '@citygames/contracts/fanhua/assets.rules';
import { TalentAwakeningModel } from '../../talents/talent-awakening.model.js';
import type { ActionLogNames, TeamActionRow } from './action-log-names.js';

type StoredAwakening = { teamId: Types.ObjectId; playerId: string; at: Date } & Record<TalentType, number>;

/** Each team's one awakening: the 30 points as the player shared them out. */
export async function awakeningRows(names: ActionLogNames): Promise<TeamActionRow[]> {
  const awakenings = await TalentAwakeningModel.find({}).lean<StoredAwakening[]>();
  return awakenings.map((awakening) => ({
    at: awakening.at,
    team: names.team(awakening.teamId),
    player: names.player(awakening.playerId),
    action: '天赋觉醒',
    what: TALENT_TYPES.filter((talent) => awakening[talent] !== 0)
      .map((talent) => `${assetDisplayName(talent, '')} +${awakening[talent]}`)
      .join('、'),
    result: '接受',
  }));
}
