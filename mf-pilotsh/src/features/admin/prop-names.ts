/** Names of the prop catalogue (the server's catalogue is the authority; these fill the args field). */
export const PROP_NAMES = [
  '路滑卡',
  '极速玩家',
  '绝对防御',
  '双喜临门',
  '再抽一次',
  '地图碎片',
  '到此为止',
  '好运成双',
  '幸运女神',
  '完美主义',
  '连连好运',
  '灵感迸发',
] as const;

/** The step card's type name: drawn by the server unless `steps` is given. */
export const STEP_CARD = '步数卡';

/** What the args field holds for add_prop until the admin picks another prop. */
export const DEFAULT_PROP_ARGS = '{"type": "路滑卡"}';
