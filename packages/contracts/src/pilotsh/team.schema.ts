import { z } from 'zod';
import { AreaCodeText, AreaView } from './area.schema.js';
import { PROP_KEYS } from './prop.rules.js';

const PROP_NOT_FOUND = '没有找到这个道具';

/** One prop card of the team, as every member sees it. */
export const PropView = z.strictObject({
  id: z.string(),
  /** The card's title ('路滑卡', '2 步卡'). */
  type: z.string(),
  kind: z.enum(PROP_KEYS),
  desc: z.string(),
  steps: z.number().int().nullable(),
  used: z.boolean(),
  usedAt: z.string().nullable(),
  usedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PropView = z.infer<typeof PropView>;

export const TeamRole = z.enum(['leader', 'member']);
export type TeamRole = z.infer<typeof TeamRole>;

/** GET /team/status */
export const TeamStatusResponse = z.strictObject({
  status: z.strictObject({
    props: z.array(PropView),
    currentAreaSeq: z.number().int(),
    teamName: z.string(),
    role: TeamRole,
    isLeader: z.boolean(),
  }),
});
export type TeamStatusResponse = z.infer<typeof TeamStatusResponse>;

/** POST /team/status: the leader moves the team (`pos` is the code of the target area) or uses a prop. */
export const TeamActionInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('move_to'),
      args: z.object({
        pos: z.union([z.string(), z.number()]).transform(String).pipe(AreaCodeText),
      }),
    }),
    z.object({ type: z.literal('use_prop'), args: z.object({ id: z.string({ error: PROP_NOT_FOUND }).trim().min(1).max(64) }) }),
  ],
  { error: '不支持的操作类型' },
);
export type TeamActionInput = z.input<typeof TeamActionInput>;

/** The answer of `move_to`. */
export const TeamMoveResponse = z.strictObject({ message: z.string(), area: AreaView });
export type TeamMoveResponse = z.infer<typeof TeamMoveResponse>;

/** The answer of `use_prop`: the used card and the card its use granted, if any. */
export const PropUseResponse = z.strictObject({ message: z.string(), prop: PropView, granted: PropView.nullable() });
export type PropUseResponse = z.infer<typeof PropUseResponse>;
