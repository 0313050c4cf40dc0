// @ts-check
// The fanhua area rewards a bench team can take without paying or meeting a condition, read as a phone reads the map.
import http from 'node:http';
import { send } from './load-generator.mjs';

/** @typedef {{ areaId: number, rewardId: string, lat: number, lng: number }} FreeAreaReward */

/**
 * The areas with a reward group that asks for nothing (no cost, no condition), with their centres: the
 * rewards the mix's teams take. @param {number} gateway @param {string} token @returns {Promise<FreeAreaReward[]>}
 */
export async function freeAreaRewards(gateway, token) {
  const agent = new http.Agent({ keepAlive: false });
  const read = async (/** @type {string} */ path) => {
    const answer = await send(agent, gateway, { method: 'GET', path, headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`${path}：${answer.status} ${answer.body.slice(0, 200)}`);
    return JSON.parse(answer.body);
  };
  const [all, map] = await Promise.all([read('/api/fanhua/area/getAll'), read('/api/fanhua/area/map')]);
  /** @type {Map<number, { lat: number, lng: number }>} */
  const centres = new Map(map.areas.map((/** @type {{ area_id: number, cx: number, cy: number }} */ area) => [area.area_id, { lat: area.cy, lng: area.cx }]));
  /** @type {FreeAreaReward[]} */
  const free = [];
  for (const area of /** @type {{ id: number, states: string }[]} */ (all.areas)) {
    const states = JSON.parse(area.states);
    const group = (states.rewards ?? []).find(
      (/** @type {{ requires: unknown[], conds: unknown[] }} */ candidate) => candidate.requires.length === 0 && candidate.conds.length === 0,
    );
    const centre = centres.get(area.id);
    if (group && centre && !states.hidden) free.push({ areaId: area.id, rewardId: group.id, ...centre });
  }
  if (free.length === 0) throw new Error('活动包里没有不要代价、不设条件的区域奖励');
  return free;
}
