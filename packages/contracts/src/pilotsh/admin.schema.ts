import { z } from 'zod';

const LEADER_REQUIRED = '请填写队长名字';
const PROP_TYPE_REQUIRED = '参数 type 必须是道具名称';
const STEPS_RANGE = '参数 steps 必须是 0 到 9 的整数';

export const GodGiveType = z.enum(['add_prop', 'init'], { error: '操作类型必须是 add_prop 或 init' });
export type GodGiveType = z.infer<typeof GodGiveType>;

/** POST /team/god_give: `leaderName` names the team by its leader's name or phone, or the team name. */
export const GodGiveInput = z.object({
  leaderName: z.string({ error: LEADER_REQUIRED }).trim().min(1, { error: LEADER_REQUIRED }).max(60),
  type: GodGiveType,
  args: z.record(z.string(), z.unknown(), { error: '参数必须是 JSON 对象' }).default({}),
});
export type GodGiveInput = z.input<typeof GodGiveInput>;

/** `add_prop` args: a catalogue name; a step card without `steps` is drawn by the server. */
export const AddPropArgs = z.object({
  type: z.string({ error: PROP_TYPE_REQUIRED }).trim().min(1, { error: PROP_TYPE_REQUIRED }).max(20),
  steps: z.number({ error: STEPS_RANGE }).int({ error: STEPS_RANGE }).min(0).max(9).optional(),
});
export type AddPropArgs = z.input<typeof AddPropArgs>;

/** `init` args: the area to reset to, by code or seq; the start area without it. */
export const ResetTeamArgs = z.object({
  pos: z.union([z.string().trim().min(1).max(32), z.number().int().min(1)]).optional(),
});
export type ResetTeamArgs = z.input<typeof ResetTeamArgs>;

/** The answer of god_give: `prop` is the granted card of `add_prop`. */
export const GodGiveResponse = z.strictObject({
  message: z.string(),
  prop: z.strictObject({ id: z.string(), type: z.string(), steps: z.number().int().nullable() }).optional(),
});
export type GodGiveResponse = z.infer<typeof GodGiveResponse>;

/** POST /admin/step-draw */
export const StepDrawInput = z.object({ count: z.number().int().min(1).max(2).default(1) });
export type StepDrawInput = z.input<typeof StepDrawInput>;

export const StepCard = z.strictObject({ steps: z.number().int(), label: z.string() });
export type StepCard = z.infer<typeof StepCard>;

export const StepDrawResponse = z.strictObject({ cards: z.array(StepCard) });
export type StepDrawResponse = z.infer<typeof StepDrawResponse>;
