import { HttpError } from '@citygames/service-kit/errors';

export const TRADE_TEXTS = {
  onlyLeaderInitiates: '只有队长才能发起交易',
  onlyLeaderOperates: '只有队长才能执行此操作',
  targetRequired: '请选择交易对象',
  notWithOwnTeam: '不能与自己的队伍交易',
  targetMissing: '交易对象队伍不存在',
  notFound: '交易不存在',
  alreadyHandled: '该交易已被处理，请刷新后查看',
  tooManyOpen: (max: number) => `进行中的交易过多（最多 ${max} 笔），请先处理已有交易`,
} as const;

export const tradeNotFound = () => new HttpError(404, 'TRADE_NOT_FOUND', TRADE_TEXTS.notFound);
export const tradeAlreadyHandled = () => new HttpError(409, 'TRADE_STATE_CHANGED', TRADE_TEXTS.alreadyHandled);
