import { z } from 'zod';
import { ActionResponse } from './action.schema.js';
import { AreaId, TradedReward } from './areas.schema.js';
import { PositionInput } from './position.schema.js';

/** GET /trade/check-area-traded/:areaKey (the key as `area_{id}` or the bare id). */
export const CheckAreaTradedParams = z.object({ areaKey: AreaId });
export type CheckAreaTradedParams = z.input<typeof CheckAreaTradedParams>;

export const CheckAreaTradedResponse = z.object({ success: z.literal(true), has_traded: z.boolean() });
export type CheckAreaTradedResponse = z.infer<typeof CheckAreaTradedResponse>;

/** POST /trade/mark-area-traded */
export const MarkAreaTradedInput = z.object({ area_id: AreaId });
export type MarkAreaTradedInput = z.input<typeof MarkAreaTradedInput>;

export const MarkAreaTradedResponse = ActionResponse;
export type MarkAreaTradedResponse = ActionResponse;

/** POST /trade/trade-with-area: one reward group of the area, checked against where the player is. */
export const TradeWithAreaInput = PositionInput.extend({
  area_id: AreaId,
  reward_id: z.union([z.string().min(1).max(40), z.number().int()]).transform(String),
  /** Sent by the client for display; the server uses the stored conds. */
  conds: z.unknown().optional(),
});
export type TradeWithAreaInput = z.input<typeof TradeWithAreaInput>;

export const TradeWithAreaResponse = z.object({ success: z.literal(true), message: z.string(), traded_reward: TradedReward });
export type TradeWithAreaResponse = z.infer<typeof TradeWithAreaResponse>;
