/**
 * The fixed catalogue of pilotsh prop cards plus the step card. `key` is stable in the database;
 * `name` is what players and admins read and type (the admin console offers the names to pick from).
 */
export interface PropKind {
  key: PropKey;
  name: string;
  effect: string;
}

export const PROP_KEYS = [
  'slippery_road',
  'fast_pass_player',
  'absolute_defence',
  'double_happiness',
  'draw_again',
  'map_fragment',
  'stop_here',
  'lucky_double',
  'lucky_goddess',
  'perfectionism',
  'lucky_streak',
  'inspiration',
  'step_card',
] as const;
export type PropKey = (typeof PROP_KEYS)[number];

export const PROP_CATALOGUE: Readonly<Record<PropKey, PropKind>> = {
  slippery_road: { key: 'slippery_road', name: '路滑卡', effect: '之后到达该区域的队伍只能前进一步' },
  fast_pass_player: { key: 'fast_pass_player', name: '极速玩家', effect: '立即获得一张前进 2 步的步数卡' },
  absolute_defence: { key: 'absolute_defence', name: '绝对防御', effect: '抵消一次不利的机会或命运效果' },
  double_happiness: { key: 'double_happiness', name: '双喜临门', effect: '终点时额外获得一份礼物' },
  draw_again: { key: 'draw_again', name: '再抽一次', effect: '再抽一张步数卡' },
  map_fragment: { key: 'map_fragment', name: '地图碎片', effect: '可向 NPC 询问一个区域的位置' },
  stop_here: { key: 'stop_here', name: '到此为止', effect: '之后的一支队伍随机失去一张步数卡' },
  lucky_double: { key: 'lucky_double', name: '好运成双', effect: '抽两张机会卡，任选其一' },
  lucky_goddess: { key: 'lucky_goddess', name: '幸运女神', effect: '终点时额外获得一份礼物' },
  perfectionism: { key: 'perfectionism', name: '完美主义', effect: '集齐全套所需的谜题数减少一个' },
  lucky_streak: { key: 'lucky_streak', name: '连连好运', effect: '连续三次抽到 0 步后，获得一张 2 步卡' },
  inspiration: { key: 'inspiration', name: '灵感迸发', effect: '解谜时获得一次提示机会' },
  step_card: { key: 'step_card', name: '步数卡', effect: '前进指定的步数' },
};

/** The step card's name: an admin grant without `steps` lets the server draw them. */
export const STEP_CARD_NAME = PROP_CATALOGUE.step_card.name;

/** The names of the prop cards proper (every card but the step card), in catalogue order. */
export const PROP_CARD_NAMES: readonly string[] = PROP_KEYS.filter((key) => key !== 'step_card').map((key) => PROP_CATALOGUE[key].name);

/** The prop a name or key stands for: '路滑卡', '路滑', 'slippery_road', '步数卡', 'step'... */
export function findPropKind(nameOrKey: string): PropKind | null {
  const wanted = nameOrKey.normalize('NFKC').trim().toLowerCase();
  if (!wanted) return null;
  for (const kind of Object.values(PROP_CATALOGUE)) {
    const bareName = kind.name.replace(/卡$/, '');
    if (wanted === kind.key || wanted === kind.name || wanted === bareName) return kind;
  }
  if (wanted === 'step' || wanted === '步数' || wanted === '步卡') return PROP_CATALOGUE.step_card;
  return null;
}

/** What a player reads on a prop card. */
export function describeProp(key: PropKey, steps: number | null): string {
  if (key === 'step_card') return `前进 ${steps ?? 0} 步`;
  return PROP_CATALOGUE[key].effect;
}

export function propTitle(key: PropKey, steps: number | null): string {
  if (key === 'step_card') return `${steps ?? 0} 步卡`;
  return PROP_CATALOGUE[key].name;
}
