import mongoose, { Schema } from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_REGISTRY } from './collection-registry.js';
import { clearDatabase, useTestDatabase } from './testing/test-database.js';
import { isJongodb, runTransaction } from './transaction.js';

const Thing = mongoose.model('ChangeCountedThing', new Schema({ n: Number }, { collection: 'cc_things', versionKey: false }));

useTestDatabase('service_kit_collection_changes');
beforeEach(async () => {
  await clearDatabase();
  await mongoose.connection.db!.collection(COLLECTION_REGISTRY).deleteMany({});
});

const changesOf = async (name: string) =>
  (await mongoose.connection.db!.collection<{ _id: string; changes?: number }>(COLLECTION_REGISTRY).findOne({ _id: name }))?.changes ?? 0;

// Counted on jongodb only: a real MongoDB is copied by its own tools, and its writes are not queued.
describe('which collections changed, for the local run’s snapshots', () => {
  it('counts every write before it is acknowledged to its caller', async () => {
    const jongodb = await isJongodb();
    const movedSince = async (before: number) => {
      const now = await changesOf('cc_things');
      expect(now > before).toBe(jongodb);
      return now;
    };
    let seen = await changesOf('cc_things');
    await Thing.create({ n: 1 });
    seen = await movedSince(seen);
    await Thing.updateOne({ n: 1 }, { $set: { n: 2 } });
    seen = await movedSince(seen);
    await Thing.deleteMany({});
    seen = await movedSince(seen);
    await Thing.insertMany([{ n: 3 }, { n: 4 }]);
    await movedSince(seen);
  });

  it('lets writes that arrive while a count waits share it, and misses none', async () => {
    const jongodb = await isJongodb();
    await Promise.all(Array.from({ length: 20 }, (_, n) => Thing.create({ n })));
    const counted = await changesOf('cc_things');
    if (jongodb) expect(counted).toBeGreaterThanOrEqual(1);
    else expect(counted).toBe(0);
    expect(counted).toBeLessThanOrEqual(20);
    // Whatever was shared, a write acknowledged afterwards moves the counter again.
    await Thing.create({ n: 99 });
    expect(await changesOf('cc_things')).toBe(jongodb ? counted + 1 : 0);
  });

  it("counts a transaction's collections once it has committed", async () => {
    const step = (await isJongodb()) ? 1 : 0;
    await runTransaction(async (session) => {
      await Thing.create([{ n: 3 }], { session });
      await Thing.updateOne({ n: 3 }, { $set: { n: 5 } }, { session });
      expect(await changesOf('cc_things')).toBe(0);
    });
    expect(await changesOf('cc_things')).toBe(step);
  });

  it('counts nothing for a transaction that rolled back', async () => {
    await expect(
      runTransaction(async (session) => {
        await Thing.create([{ n: 6 }], { session });
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    expect(await Thing.countDocuments({ n: 6 })).toBe(0);
    expect(await changesOf('cc_things')).toBe(0);
  });
});
