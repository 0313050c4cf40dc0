import { z } from 'zod';
import { PositionInput } from './position.schema.js';

/** Area ids arrive as numbers, numeric strings or the 'area_{id}' form; all become the number. */
export const AreaId = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  const text = String(value).replace(/^area_/, '');
  if (!/^\d{1,4}$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: '区域编号格式不正确' });
    return z.NEVER;
  }
  return Number(text);
});

/** One asset line of a team, as the asset and trade answers send it ('' item for non-resources). */
export const AssetLine = z.object({ type: z.string(), arg: z.string(), count: z.number() });
export type AssetLine = z.infer<typeof AssetLine>;

/** What an area trade or special action took from the team and gave it (positive counts). */
export const TradedReward = z.object({ spent: z.array(AssetLine), gained: z.array(AssetLine) });
export type TradedReward = z.infer<typeof TradedReward>;

/** One entry of a reward group with its Chinese name. */
export const RewardEntryView = z.object({ type: z.string(), arg: z.string(), count: z.number(), name: z.string() });
export type RewardEntryView = z.infer<typeof RewardEntryView>;

/** One stored reward group of an area: what the team pays, what it gets, what it must hold. */
export const RewardGroupView = z.object({
  id: z.string(),
  text: z.string().optional(),
  requires: z.array(RewardEntryView),
  gives: z.array(RewardEntryView),
  conds: z.array(RewardEntryView),
});
export type RewardGroupView = z.infer<typeof RewardGroupView>;

const TalentChange = z.object({ type: z.string(), value: z.number() });

/** The effect of a special area. */
export const SpecialEffect = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), increment: TalentChange }),
  z.object({ type: z.literal('exchange'), decrement: TalentChange, increment: TalentChange }),
  z.object({ type: z.literal('shuffle') }),
  z.object({ type: z.literal('bless') }),
]);
export type SpecialEffect = z.infer<typeof SpecialEffect>;
export type SpecialEffectType = SpecialEffect['type'];

/** What the JSON text in getAll's `states` holds: only that the area is hidden, or its special effect, or its rewards. */
export const AreaStates = z.object({
  hidden: z.boolean().optional(),
  special: SpecialEffect.optional(),
  rewards: z.array(RewardGroupView).optional(),
});
export type AreaStates = z.infer<typeof AreaStates>;

/** GET /area/getAll: every area with its states as JSON text. */
export const AreaGetAllResponse = z.object({ success: z.literal(true), areas: z.array(z.object({ id: z.number(), states: z.string() })) });
export type AreaGetAllResponse = z.infer<typeof AreaGetAllResponse>;

/** One area on the map; cx (longitude) and cy (latitude) in WGS-84, radius in km. */
export const MapArea = z.object({
  area_id: z.number(),
  name: z.string(),
  location: z.array(z.string()),
  cx: z.number(),
  cy: z.number(),
  radius: z.number(),
  hidden: z.boolean(),
  landmark: z.boolean(),
  special: z.enum(['add', 'exchange', 'shuffle', 'bless']).nullable(),
  reward_level: z.number(),
});
export type MapArea = z.infer<typeof MapArea>;

/** GET /area/map: the event, the GPS test areas and every area's geometry. */
export const AreaMapResponse = z.object({
  success: z.literal(true),
  event: z.object({
    name: z.string(),
    timezone: z.string(),
    opensAt: z.string().nullable(),
    isOpen: z.boolean(),
    serverTime: z.string(),
    mapCenter: z.object({ lat: z.number(), lng: z.number() }),
    coordinateSystem: z.literal('WGS-84'),
  }),
  gpsTestAreas: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number(), radiusKm: z.number() })),
  areas: z.array(MapArea),
});
export type AreaMapResponse = z.infer<typeof AreaMapResponse>;

/**
 * GET /area/awakening. `blocked_by`: the names of members who already took part in another team's
 * awakening (each player takes part once per event), so this team cannot awaken; empty otherwise.
 */
export const AwakeningResponse = z.object({ success: z.literal(true), team_id: z.string(), awakened: z.boolean(), blocked_by: z.array(z.string()) });
export type AwakeningResponse = z.infer<typeof AwakeningResponse>;

/** One talent change of an allocation (the team id is the caller's own). */
export const TalentAllocation = z.object({
  teamId: z.union([z.string(), z.number()]).transform(String),
  type: z.string().min(1),
  count: z.number().int().min(-1000).max(1000),
});
export type TalentAllocation = z.input<typeof TalentAllocation>;

/** POST /area/allocate: the awakening without an area, a shuffle in a special area with one. */
export const TalentAllocateInput = z
  .object({
    allocations: z.array(TalentAllocation).min(1, { error: '请至少分配一项天赋' }).max(10),
    area_id: AreaId.optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    accuracy: PositionInput.shape.accuracy,
    timestamp: PositionInput.shape.timestamp,
    calibration: PositionInput.shape.calibration,
  })
  .refine((body) => body.area_id === undefined || (body.lat !== undefined && body.lng !== undefined), {
    path: ['lat'],
    message: '缺少定位信息，请重新定位',
  });
export type TalentAllocateInput = z.input<typeof TalentAllocateInput>;

export const TalentValues = z.object({ intelligence: z.number(), strength: z.number(), luck: z.number() });
export type TalentValues = z.infer<typeof TalentValues>;

/** POST /area/allocate: the awakening answers the talents now held, a shuffle what changed. */
export const TalentAllocateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  talents: TalentValues.optional(),
  traded_reward: TradedReward.optional(),
});
export type TalentAllocateResponse = z.infer<typeof TalentAllocateResponse>;

/** POST /area/special-action (add, exchange or bless; a shuffle goes through /area/allocate). */
export const SpecialActionInput = PositionInput.extend({ area_id: AreaId });
export type SpecialActionInput = z.input<typeof SpecialActionInput>;

export const SpecialActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  effect: z.enum(['add', 'exchange', 'bless']),
  traded_reward: TradedReward,
});
export type SpecialActionResponse = z.infer<typeof SpecialActionResponse>;

/** POST /area/explore: where the player stands relative to the area before an action. */
export const ExploreInput = PositionInput.extend({ area_id: AreaId });
export type ExploreInput = z.input<typeof ExploreInput>;

export const ExploreResponse = z.object({
  success: z.literal(true),
  in_range: z.boolean(),
  reason: z.enum(['FIX_TIME_OFF', 'ACCURACY_TOO_LOW', 'NOT_IN_AREA']).nullable(),
  distance_m: z.number(),
  radius_m: z.number(),
  accuracy_m: z.number(),
  has_traded: z.boolean(),
});
export type ExploreResponse = z.infer<typeof ExploreResponse>;

/** POST /area/gpstest: the raw fix checked against the pack's test areas. */
export const GpsTestInput = PositionInput;
export type GpsTestInput = z.input<typeof GpsTestInput>;

export const GpsTestResponse = z.object({
  success: z.literal(true),
  accuracy_m: z.number(),
  checks: z.array(z.object({ name: z.string(), radius_km: z.number(), distance_m: z.number(), in_range: z.boolean() })),
});
export type GpsTestResponse = z.infer<typeof GpsTestResponse>;
