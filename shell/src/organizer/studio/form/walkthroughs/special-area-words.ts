import { TALENT_TYPES, TYPE_NAMES } from '@citygames/contracts/fanhua/assets.rules';
import { BLESS_MAX, BLESS_MIN, BLESS_MIN_SUM } from '@citygames/contracts/fanhua/special-effects.rules';
import { variantIndexOf, variantsOf, type JsonSchema } from '../../schema-form-rules';
import type { WalkStep } from './WalkSteps';

/**
 * fanhua's special area as a team meets it, in the organiser's words. What it says follows svc-fanhua: the map and
 * sheet of `areas/area-views.ts` and the remote's `AreaSheet`, the location check of `domain/location-verdict.ts`,
 * the effects of `domain/special-effects.ts` and `domain/bless.ts` (the bless range is shared through contracts),
 * the shuffle rule of `contracts/fanhua/talents.rules.ts` and the once-per-team-and-area record of
 * `area-trades/area-actions.ts`. Talents are named by the catalogue the studio's pickers and the player's page use.
 */

type Record_ = Record<string, unknown>;
const recordOf = (value: unknown): Record_ => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : {});
const numberOf = (value: unknown): string => (typeof value === 'number' ? String(value) : '?');
const talentName = (value: unknown): string => (typeof value === 'string' ? (TYPE_NAMES as Record<string, string>)[value] : undefined) ?? '（还没选天赋）';

const SPECIAL_KINDS = ['add', 'exchange', 'shuffle', 'bless'] as const;
type SpecialKind = (typeof SPECIAL_KINDS)[number];
const isSpecialKind = (value: unknown): value is SpecialKind => (SPECIAL_KINDS as readonly unknown[]).includes(value);

/** A fanhua area: its circle, its reward groups and its special effect of the four kinds. */
export function isFanhuaArea(schema: JsonSchema): boolean {
  const properties = schema.properties ?? {};
  const kinds = variantsOf(properties.special ?? {}).map((variant) => variant.properties?.type?.const);
  return 'rewards' in properties && 'radiusKm' in properties && SPECIAL_KINDS.every((kind) => kinds.includes(kind));
}

/** The kind's name as the studio's 「类型」 picker shows it (the pack schema's title of that variant). */
function kindTitle(schema: JsonSchema, special: Record_): string {
  const variants = variantsOf(schema.properties?.special ?? {});
  return variants[variantIndexOf(variants, special)]?.title ?? '';
}

/** The action line of the area's sheet, as the player's page writes it: 「+10 智力」「-2 力量 / +15 幸运」. */
function sheetLine(kind: SpecialKind, special: Record_): string {
  const up = recordOf(special.increment);
  const down = recordOf(special.decrement);
  switch (kind) {
    case 'add':
      return `+${numberOf(up.value)} ${talentName(up.type)}`;
    case 'exchange':
      return `-${numberOf(down.value)} ${talentName(down.type)} / +${numberOf(up.value)} ${talentName(up.type)}`;
    case 'shuffle':
      return '重新分配全部天赋（总数不变）';
    case 'bless':
      return '???';
  }
}

/** What the team meets when it presses 「执行」, and what it needs for that. */
function effectStep(kind: SpecialKind, special: Record_): Pick<WalkStep, 'reads' | 'next'> {
  const up = recordOf(special.increment);
  const down = recordOf(special.decrement);
  switch (kind) {
    case 'add':
      return {
        reads: `「天赋操作成功！」支付：无；获得：${talentName(up.type)} ×${numberOf(up.value)}`,
        next: `队伍的${talentName(up.type)}加 ${numberOf(up.value)}，不用付出什么`,
      };
    case 'exchange':
      return {
        reads: `「天赋操作成功！」支付：${talentName(down.type)} ×${numberOf(down.value)}；获得：${talentName(up.type)} ×${numberOf(up.value)}`,
        next: `队伍的${talentName(down.type)}不到 ${numberOf(down.value)} 时执行不了，提示「${talentName(down.type)}不足，需要 ${numberOf(down.value)}」`,
      };
    case 'shuffle':
      return {
        reads: '「天赋重新分配」：调整三项天赋，增减之和必须为 0，任何天赋都不能低于 0',
        next: '至少改一项，按「确认分配」后提示「天赋重新分配成功！」；三项天赋都是 0 的队伍（例如还没有觉醒天赋）分配不了',
      };
    case 'bless': {
      const talents = TALENT_TYPES.map((talent) => TYPE_NAMES[talent]).join('、');
      return {
        reads: '「天赋操作成功！」列出这次支付和获得的天赋；执行之前面板上只写「???」',
        next: `结果由服务器随机：${talents}各变化 ${BLESS_MIN} 到 +${BLESS_MAX}，三项合计至少 +${BLESS_MIN_SUM}；扣的不会超过队伍现有的`,
      };
    }
  }
}

/** 「2030-06-01 15:00」: the reveal time as the organiser wrote it (date and time of day, in the offset they gave). */
function revealWords(revealAt: unknown): string {
  if (typeof revealAt !== 'string') return '';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(revealAt);
  return match ? `${match[1]} ${match[2]}` : revealAt;
}

/** The map marker: its colour (the player's map: purple landmarks, grey hidden areas, pink special areas) and label. */
function mapStep(area: Record_): WalkStep {
  const hidden = area.hidden === true;
  const colour = area.landmark === true ? '紫色（地标）' : hidden ? '灰色' : '粉色（特殊区域）';
  if (!hidden) {
    return { title: '1 · 地图上', reads: `${colour}的区域标记「${numberOf(area.id)}」`, next: '点标记打开区域面板' };
  }
  const reveal = revealWords(area.revealAt);
  return {
    title: '1 · 地图上',
    reads: `${colour}的区域标记「?」，名称显示「???」`,
    next: reveal
      ? `${reveal} 揭晓之前点开只提示「区域信息暂时隐藏」，不能执行；揭晓之后和下面一样`
      : '整场活动点开都只提示「区域信息暂时隐藏」，队伍用不了这个特殊区域（要让队伍用，取消「隐藏区域」或设置「揭晓时间」）',
  };
}

/** The special area's steps in the order a team meets them; none when the area has no special effect. */
export function specialAreaSteps(value: unknown, schema: JsonSchema): WalkStep[] {
  const area = recordOf(value);
  const special = recordOf(area.special);
  if (!isSpecialKind(special.type)) return [];
  const kind = special.type;
  // Left unset, the area gets the pack schema's default radius.
  const fallback = schema.properties?.radiusKm?.default;
  const radiusKm = typeof area.radiusKm === 'number' ? area.radiusKm : typeof fallback === 'number' ? fallback : null;
  const name = typeof area.name === 'string' && area.name.trim() !== '' ? area.name : '（还没有名称）';
  const id = typeof area.id === 'number' ? String(area.id).padStart(2, '0') : '?';
  const title = kindTitle(schema, special);
  return [
    mapStep(area),
    {
      title: '2 · 区域面板',
      reads: `「No.${id} ${name}」，探测半径：${radiusKm ?? '?'} km，标着「特殊区域」：${sheetLine(kind, special)}`,
      next:
        `按「执行」并确认「开始探索」，手机定位要在离中心 ${radiusKm === null ? '?' : Math.round(radiusKm * 1000)} 米以内（定位误差算在内）；` +
        '活动的开放时间之前按钮显示「… 后开放」，不能执行',
    },
    { title: `3 · 执行${title ? `：${title}` : ''}`, ...effectStep(kind, special) },
    {
      title: '4 · 再来一次',
      reads: '「你已经和该区域交易过了，无法再次交易」',
      next: '每支队伍在这里只能执行一次；队员换到别的队伍后，也不能在这里再为新队伍执行',
    },
  ];
}
