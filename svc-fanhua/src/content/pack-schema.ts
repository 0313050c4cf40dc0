import { z } from 'zod';
import { packIssuesOf, type PackCheck, type PackIssue } from '@citygames/service-kit/organizer/content/content-pack';
import '@citygames/service-kit/http/validation';
import { ADD_VALUES, EXCHANGE_DECREMENT, EXCHANGE_INCREMENTS } from '../domain/special-effects.js';
import { SPECIAL_AREA_NAMES } from '@citygames/contracts/fanhua/special-effects.rules';
import {
  ASSET_TYPES,
  isResourceCategory,
  isValidAssetKey,
  ITEM_NAMES,
  RESOURCE_CATEGORIES,
  TALENT_TYPES,
  TYPE_NAMES,
} from '@citygames/contracts/fanhua/assets.rules';

/**
 * The fanhua content pack: one event's areas, rewards, special effects and opening time.
 * Coordinates are WGS-84 (what GPS and the browser report); the map converts them to its own
 * system (GCJ-02 for Chinese tiles) for display only, the server compares WGS-84 with WGS-84.
 */

const namesOf = (keys: readonly string[], names: Readonly<Record<string, string>>) => Object.fromEntries(keys.map((key) => [key, names[key] ?? key]));
const talent = z.enum(TALENT_TYPES).meta({ title: '天赋', optionTitles: namesOf(TALENT_TYPES, TYPE_NAMES) });
/** The studio shows the item picker of the chosen category (optionTitlesBy: the options follow the field `type`). */
const itemsByCategory = Object.fromEntries(Object.entries(RESOURCE_CATEGORIES).map(([category, items]) => [category, namesOf(items, ITEM_NAMES)]));

export const rewardEntrySchema = z
  .object({
    type: z
      .string()
      .min(1)
      .meta({ title: '资源', optionTitles: namesOf(ASSET_TYPES, TYPE_NAMES) }),
    /** Item of a resource category; '' or null (or absent) for talents, money and house. */
    arg: z
      .string()
      .nullish()
      .transform((arg) => arg ?? '')
      .meta({ title: '物品', description: '食物、医疗、意志、装备要选一种物品', optionTitlesBy: { field: 'type', options: itemsByCategory } }),
    count: z.number().int().min(1).meta({ title: '数量' }),
  })
  .superRefine((entry, ctx) => {
    if (!isValidAssetKey(entry.type, entry.arg)) {
      ctx.addIssue({
        code: 'custom',
        path: isResourceCategory(entry.type) ? ['arg'] : ['type'],
        message: isResourceCategory(entry.type)
          ? entry.arg
            ? `「${ITEM_NAMES[entry.arg] ?? entry.arg}」不是${TYPE_NAMES[entry.type]}类的物品`
            : `请选一种${TYPE_NAMES[entry.type]}类的物品`
          : `没有这种资源「${entry.type}」`,
      });
    }
  });

export const rewardGroupSchema = z.object({
  id: z
    .union([z.string().min(1), z.number().int()])
    .transform(String)
    .meta({ title: '奖励组编号' }),
  /** Optional flavour text shown in quotes above the group. */
  text: z.string().max(200).optional().meta({ title: '引言', description: '显示在奖励组上方的一句话' }),
  requires: z
    .array(rewardEntrySchema.meta({ title: '付出' }))
    .default([])
    .meta({ title: '需要付出', description: '交易时从队伍扣除' }),
  gives: z
    .array(rewardEntrySchema.meta({ title: '得到' }))
    .min(1)
    .meta({ title: '得到' }),
  /** Thresholds the team must hold (not paid); `cond` is accepted as an alias. */
  conds: z
    .array(rewardEntrySchema.meta({ title: '条件' }))
    .default([])
    .meta({ title: '需要持有', description: '队伍手上要有这么多，但不扣除' }),
});

export const specialEffectSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('add'),
      increment: z.object({ type: talent, value: z.union(ADD_VALUES.map((v) => z.literal(v))).meta({ title: '增加多少' }) }).meta({ title: '增加' }),
    })
    .meta({ title: SPECIAL_AREA_NAMES.add }),
  z
    .object({
      type: z.literal('exchange'),
      decrement: z.object({ type: talent, value: z.literal(EXCHANGE_DECREMENT) }).meta({ title: `付出（减 ${EXCHANGE_DECREMENT}）` }),
      increment: z.object({ type: talent, value: z.union(EXCHANGE_INCREMENTS.map((v) => z.literal(v))).meta({ title: '增加多少' }) }).meta({ title: '换得' }),
    })
    .meta({ title: SPECIAL_AREA_NAMES.exchange })
    .refine((effect) => effect.decrement.type !== effect.increment.type, {
      path: ['increment', 'type'],
      message: '兑换的两种天赋不能相同',
    }),
  z.object({ type: z.literal('shuffle') }).meta({ title: SPECIAL_AREA_NAMES.shuffle }),
  z.object({ type: z.literal('bless') }).meta({ title: SPECIAL_AREA_NAMES.bless }),
]);

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const packAreaSchema = z
  .object({
    id: z.number().int().min(1).max(9999).meta({ title: '区域编号' }),
    name: z.string().trim().min(1).max(40).meta({ title: '区域名称' }),
    /** Lines describing where the area is, shown in the bottom sheet. */
    location: z
      .array(z.string().trim().min(1).max(80).meta({ title: '一行' }))
      .default([])
      .meta({ title: '位置说明' }),
    /** Centre, WGS-84. */
    lat: latitude.meta({ title: '中心纬度' }),
    lng: longitude.meta({ title: '中心经度' }),
    radiusKm: z.number().positive().max(5).default(0.2).meta({ title: '半径（公里）' }),
    /** Hidden areas show '???' until `revealAt` (or for the whole event when absent); they cannot be traded with. */
    hidden: z.boolean().default(false).meta({ title: '隐藏区域' }),
    revealAt: z.iso.datetime({ offset: true }).optional().meta({ title: '揭晓时间', description: '例如 2030-06-01T15:00:00+08:00；不设置则整场隐藏' }),
    /** Landmark areas are drawn purple (the demo's areas 121, 161, 169). */
    landmark: z.boolean().default(false).meta({ title: '地标' }),
    special: specialEffectSchema.optional().meta({ title: '特殊区域效果' }),
    rewards: z.array(z.preprocess(renameCond, rewardGroupSchema)).default([]).meta({ title: '奖励组' }),
  })
  .superRefine((area, ctx) => {
    if (area.special && area.rewards.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['rewards'], message: '特殊区域不能同时有奖励组' });
    }
    const ids = new Set<string>();
    area.rewards.forEach((group, index) => {
      if (ids.has(group.id)) ctx.addIssue({ code: 'custom', path: ['rewards', index, 'id'], message: `奖励组编号 ${group.id} 重复` });
      ids.add(group.id);
    });
  });

function renameCond(group: unknown): unknown {
  if (group && typeof group === 'object' && 'cond' in group && !('conds' in group)) {
    const { cond, ...rest } = group as Record<string, unknown>;
    return { ...rest, conds: cond };
  }
  return group;
}

export const gpsTestAreaSchema = z.object({
  name: z.string().trim().min(1).max(40).meta({ title: '名称' }),
  lat: latitude.meta({ title: '中心纬度' }),
  lng: longitude.meta({ title: '中心经度' }),
  radiusKm: z.number().positive().max(5).default(0.4).meta({ title: '半径（公里）' }),
});

export const packSchema = z
  .object({
    format: z.literal('citygames-fanhua-pack/1').meta({ title: '格式标识' }),
    name: z.string().trim().min(1).max(80).meta({ title: '活动名称' }),
    /** IANA time zone of the event, used for showing times. */
    timezone: z.string().min(1).default('Asia/Shanghai').meta({ title: '时区', description: '国内活动不用改' }),
    /** When area trades open (ISO 8601 with offset); null: open as soon as the pack is loaded. */
    opensAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .default(null)
      .meta({ title: '开放时间', description: '从这时起可以和区域交易，例如 2030-06-01T14:00:00+08:00；不设置则发布后立即开放' }),
    coordinateSystem: z.literal('WGS-84').meta({ title: '坐标系' }),
    /** Initial map view. */
    mapCenter: z.object({ lat: latitude.meta({ title: '纬度' }), lng: longitude.meta({ title: '经度' }) }).meta({ title: '地图中心' }),
    gpsTestAreas: z.array(gpsTestAreaSchema).max(10).default([]).meta({ title: '定位测试区域' }),
    areas: z.array(packAreaSchema).min(1).meta({ title: '区域' }),
  })
  .superRefine((pack, ctx) => {
    try {
      new Intl.DateTimeFormat('zh-CN', { timeZone: pack.timezone });
    } catch {
      ctx.addIssue({ code: 'custom', path: ['timezone'], message: `未知的时区「${pack.timezone}」` });
    }
  });

export type FanhuaPack = z.infer<typeof packSchema>;
export type PackArea = z.infer<typeof packAreaSchema>;
export type PackRewardGroup = z.infer<typeof rewardGroupSchema>;

/** Validates a pack and lists every problem with its path (e.g. `areas.12.rewards.0.gives.1.arg`). */
export function parsePack(input: unknown): PackCheck<FanhuaPack> {
  const result = packSchema.safeParse(input);
  const issues = [...duplicateAreaIds(input), ...(result.success ? [] : packIssuesOf(result.error))];
  if (result.success && issues.length === 0) return { ok: true, pack: result.data };
  return { ok: false, issues };
}

/** Checked on the raw input so duplicates are listed even when other fields are wrong. */
function duplicateAreaIds(input: unknown): PackIssue[] {
  const areas = (input as { areas?: unknown } | null)?.areas;
  if (!Array.isArray(areas)) return [];
  const seen = new Set<unknown>();
  const issues: PackIssue[] = [];
  areas.forEach((area, index) => {
    const id = (area as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') return;
    if (seen.has(id)) issues.push({ path: `areas.${index}.id`, message: `区域编号 ${id} 重复` });
    seen.add(id);
  });
  return issues;
}
