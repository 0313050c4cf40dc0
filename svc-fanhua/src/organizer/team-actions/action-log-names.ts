import type { Types } from 'mongoose';
import { AreaModel } from '../../areas/area.model.js';
import { PlayerModel } from '../../players/player.model.js';
import { TeamModel } from '../../teams/team.model.js';

/** One line of the actions CSV: who did what when, and how it was judged. */
export interface TeamActionRow {
  at: Date;
  team: string;
  player: string;
  action: string;
  what: string;
  result: string;
}

/** How the CSV names teams, players and areas (as they are named now). */
export interface ActionLogNames {
  team: (id: Types.ObjectId | string) => string;
  player: (id: string) => string;
  area: (id: number) => string;
}

const DELETED_TEAM = '（已删除的队伍）';

/** `组织者` for the rows an organiser's console wrote as a player would (`organizer:<id>`), else the player's name and phone. */
export async function readActionLogNames(): Promise<ActionLogNames> {
  const [teams, players, areas] = await Promise.all([
    TeamModel.find({}, { name: 1 }).lean(),
    PlayerModel.find({}, { name: 1, phone: 1 }).lean(),
    AreaModel.find({}, { name: 1 }).lean(),
  ]);
  const teamName = new Map(teams.map((team) => [String(team._id), team.name]));
  const playerName = new Map(players.map((player) => [player._id, player.phone ? `${player.name}（${player.phone}）` : player.name]));
  const areaName = new Map(areas.map((area) => [Number(area._id), area.name]));
  return {
    team: (id) => teamName.get(String(id)) ?? DELETED_TEAM,
    player: (id) => playerName.get(id) ?? (id.startsWith('organizer:') ? '组织者' : id),
    area: (id) => (areaName.has(id) ? `区域 ${id} ${areaName.get(id)}` : `区域 ${id}`),
  };
}
