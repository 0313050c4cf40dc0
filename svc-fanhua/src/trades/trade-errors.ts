import { HttpError } from '@citygames/service-kit/http/errors';
import { texts } from '../texts.js';

export const tradeNotFound = () => new HttpError(404, 'TRADE_NOT_FOUND', texts.trade.notFound);
export const tradeAlreadyHandled = () => new HttpError(409, 'TRADE_STATE_CHANGED', texts.trade.alreadyHandled);
