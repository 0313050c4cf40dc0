import { z } from 'zod';
import { PHONE_PATTERN } from '@citygames/contracts/auth/account.rules';
import { displayName } from '@citygames/contracts/common/display-name.schema';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { text } from '../content/pack-schema.js';

/** One team of a roster as a whole (the demo roster, test rosters): kept in teams + memberships, never in the content pack. */

/** Largest team, leader included. */
export const TEAM_SIZE_LIMIT = 20;
/** Most teams of an event. */
export const ROSTER_TEAM_LIMIT = 500;

/** A roster phone must be one a player can register with, or the team could never be joined. */
const phone = z.string().regex(PHONE_PATTERN, { error: '手机号必须是 11 位中国大陆手机号（以 13–19 开头）' });

const personSchema = z.object({ phone, name: text('姓名', 40) }).strict();

export const TEAM_ID = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '队伍编号只能包含字母、数字、下划线和短横线，最长 32 位' });

export const rosterTeamSchema = z
  .object({
    id: TEAM_ID,
    name: displayName('队名', 40, { required: '队名不能为空', tooLong: '队名不能超过 40 个字符', notText: '队名必须是文字' }),
    description: text('队伍介绍', 200).optional(),
    leader: personSchema,
    members: z
      .array(personSchema)
      .max(TEAM_SIZE_LIMIT - 1)
      .default([]),
  })
  .strict();

export type RosterTeamInput = z.input<typeof rosterTeamSchema>;
export type RosterTeamEntry = z.output<typeof rosterTeamSchema>;

/** A whole roster: ids unique, team names unique by look, a phone in one team only. */
export const rosterSchema = z
  .array(rosterTeamSchema)
  .max(ROSTER_TEAM_LIMIT)
  .superRefine((teams, ctx) => {
    const ids = new Set<string>();
    const names = new Map<string, string>();
    const phones = new Map<string, string>();
    teams.forEach((team, index) => {
      if (ids.has(team.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `队伍编号 ${team.id} 重复` });
      ids.add(team.id);
      const key = nameKey(team.name);
      const earlier = names.get(key);
      if (earlier !== undefined) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `队名 ${team.name} 与「${earlier}」重复或看起来一样` });
      names.set(key, team.name);
      for (const person of [team.leader, ...team.members]) {
        const other = phones.get(person.phone);
        if (other !== undefined) ctx.addIssue({ code: 'custom', path: [index], message: `手机号 ${person.phone} 已在队伍「${other}」中` });
        phones.set(person.phone, team.name);
      }
    });
  });
