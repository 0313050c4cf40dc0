import { PositionFixModel, type PositionFixRecord } from '../../src/positions/position-fix.model.js';

/** Every stored fix (optionally one player's), in the order they were recorded. */
export async function storedFixes(playerId?: string): Promise<PositionFixRecord[]> {
  return PositionFixModel.find(playerId === undefined ? {} : { playerId })
    .sort({ _id: 1 })
    .lean<PositionFixRecord[]>();
}
