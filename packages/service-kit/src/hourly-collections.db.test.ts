import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_REGISTRY } from './collection-registry.js';
import { clearHourlyCollections, defineHourlyCollections, HOURLY_COLLECTIONS } from './hourly-collections.js';
import { clearDatabase, useTestDatabase } from './testing/test-database.js';
import { isJongodb } from './transaction.js';

interface Reading {
  _id: string;
  values: number[];
}

const readings = defineHourlyCollections<Reading>('test_readings', [{ key: { values: 1 }, name: 'by_value' }]);

useTestDatabase('service_kit_hourly');
beforeEach(clearDatabase);

const nine = new Date('2026-11-26T09:15:00Z');
const ten = new Date('2026-11-26T10:05:00Z');

describe('hourly collections', () => {
  it('answer nothing for an hour that was never written', async () => {
    expect(
      await readings
        .collection(readings.nameFor(new Date('2020-01-01T00:00:00Z')))
        .find({})
        .toArray(),
    ).toEqual([]);
    expect(await readings.collection('test_readings_h2020010100').findOne({ _id: 'a' })).toBeNull();
  });

  it('prepare each hour once: indexes built, recorded for readers and, on jongodb, registered for snapshots', async () => {
    const collections = await Promise.all([readings.collectionFor(nine), readings.collectionFor(nine), readings.collectionFor(ten)]);
    expect(collections.map((collection) => collection.collectionName)).toEqual([
      'test_readings_h2026112609',
      'test_readings_h2026112609',
      'test_readings_h2026112610',
    ]);
    await collections[0]!.updateOne({ _id: 'a' }, { $addToSet: { values: 1 } }, { upsert: true });
    await collections[2]!.updateOne({ _id: 'a' }, { $addToSet: { values: 2 } }, { upsert: true });

    expect((await collections[2]!.listIndexes().toArray()).map((index) => index.name)).toContain('by_value');
    expect(await readings.recordedNames()).toEqual(['test_readings_h2026112609', 'test_readings_h2026112610']);
    const records = await mongoose.connection.collection(HOURLY_COLLECTIONS).find({}).sort({ hour: 1 }).toArray();
    expect(records).toEqual([
      { _id: 'test_readings_h2026112609', family: 'test_readings', hour: new Date('2026-11-26T09:00:00Z') },
      { _id: 'test_readings_h2026112610', family: 'test_readings', hour: new Date('2026-11-26T10:00:00Z') },
    ]);
    const registered = (await mongoose.connection.collection<{ _id: string }>(COLLECTION_REGISTRY).find({}).toArray()).map((entry) => entry._id);
    if (await isJongodb()) expect(registered).toEqual(expect.arrayContaining([HOURLY_COLLECTIONS, ...records.map((record) => record._id)]));
    else expect(registered).not.toContain('test_readings_h2026112609');

    const reads = await Promise.all(readings.namesBetween(nine, ten).map((name) => readings.collection(name).findOne({ _id: 'a' })));
    expect(reads.map((reading) => reading?.values)).toEqual([[1], [2]]);
  });

  it('are emptied for the next test with their records and indexes kept', async () => {
    const hour = await readings.collectionFor(nine);
    await hour.insertOne({ _id: 'a', values: [1] });
    await clearHourlyCollections();
    expect(await hour.countDocuments({})).toBe(0);
    expect(await readings.recordedNames()).toContain('test_readings_h2026112609');
    expect((await hour.listIndexes().toArray()).map((index) => index.name)).toContain('by_value');
  });
});
