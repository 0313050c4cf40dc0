import { positionFixHours, type PositionFixEntry } from '../../src/positions/position-fix.model.js';

export type StoredFix = PositionFixEntry & { playerId: string; collection: string };

/** Every fix stored in the hourly collections, in the order they were recorded (entry ids are ObjectIds). */
export async function storedFixes(playerId?: string): Promise<StoredFix[]> {
  const fixes: StoredFix[] = [];
  for (const name of await positionFixHours.recordedNames()) {
    const documents = await positionFixHours
      .collection(name)
      .find(playerId === undefined ? {} : { _id: playerId })
      .toArray();
    for (const document of documents) fixes.push(...document.fixes.map((fix) => ({ ...fix, playerId: document._id, collection: name })));
  }
  return fixes.sort((a, b) => a.id.toHexString().localeCompare(b.id.toHexString()));
}
