import { z } from 'zod';
import { displayName } from '@citygames/contracts/common/display-name.schema';
import { findPropKind } from '@citygames/contracts/pilotsh/prop.rules';
import { nameKey } from '@citygames/service-kit/pure/name-key';
import { phone, text } from '../content/pack-schema.js';

/** One team of a roster as a whole (the CLI's team command, the demo roster): not part of the content pack. */

const personSchema = z.object({ phone, name: text('姓名', 40) }).strict();

const startingPropSchema = z
  .object({
    type: text('道具类型', 20).refine((name) => findPropKind(name) !== null, { error: '没有这种道具（见道具目录）' }),
    steps: z.number().int().min(0).max(9).optional(),
  })
  .strict();

export const rosterTeamSchema = z
  .object({
    name: displayName('队伍名称', 40, { required: '队伍名称不能为空', tooLong: '队伍名称不能超过 40 个字符', notText: '队伍名称必须是文字' }),
    description: text('队伍介绍', 400),
    leader: personSchema,
    members: z.array(personSchema).max(50).default([]),
    /** Props the team holds at its start, given again by a reset (stored on the team). */
    props: z.array(startingPropSchema).max(50).default([]),
  })
  .strict();

export type RosterTeam = z.infer<typeof rosterTeamSchema>;
export type StartingProp = RosterTeam['props'][number];

/** A whole roster: team names unique by look, a phone in one team only. */
export const rosterSchema = z.array(rosterTeamSchema).superRefine((teams, ctx) => {
  const names = new Map<string, string>();
  const phones = new Map<string, string>();
  teams.forEach((team, index) => {
    const key = nameKey(team.name);
    const earlier = names.get(key);
    if (earlier !== undefined) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `队伍名称 ${team.name} 与「${earlier}」重复或看起来一样` });
    names.set(key, team.name);
    for (const person of [team.leader, ...team.members]) {
      const other = phones.get(person.phone);
      if (other !== undefined) ctx.addIssue({ code: 'custom', path: [index], message: `手机号 ${person.phone} 已在队伍「${other}」中` });
      phones.set(person.phone, team.name);
    }
  });
});
