export * from '@citygames/contracts/fanhua/trades.rules';
export type { TradeView } from '@citygames/contracts/fanhua/trades.schema';
