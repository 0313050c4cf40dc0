export * from './fanhua/trades.rules.js';
export type { TradeView } from './fanhua/trades.schema.js';
