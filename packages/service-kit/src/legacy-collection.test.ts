import { describe, expect, it } from 'vitest';
import { announceDatabaseReset } from './database-reset.js';
import { upsertRetryingOnce } from './errors.js';
import { legacyCollectionCheck } from './legacy-collection.js';

describe('legacy collection check', () => {
  it('asks until the collection is seen empty, then never again until the database is reset', async () => {
    let documents = 2;
    let asked = 0;
    const holds = legacyCollectionCheck({
      estimatedDocumentCount: async () => {
        asked += 1;
        return documents;
      },
    });
    expect(await holds()).toBe(true);
    expect(await holds()).toBe(true);
    documents = 0;
    expect(await holds()).toBe(false);
    documents = 5;
    expect(await holds()).toBe(false);
    expect(asked).toBe(3);
    announceDatabaseReset();
    expect(await holds()).toBe(true);
  });
});

describe('upsertRetryingOnce', () => {
  const duplicate = Object.assign(new Error('E11000 duplicate key error'), { code: 11000 });

  it('tries a write that lost the race to create its document once more', async () => {
    let tries = 0;
    expect(
      await upsertRetryingOnce(async () => {
        tries += 1;
        if (tries === 1) throw duplicate;
        return 'updated';
      }),
    ).toBe('updated');
    expect(tries).toBe(2);
  });

  it('passes any other error on at once, and a second duplicate too', async () => {
    let tries = 0;
    await expect(
      upsertRetryingOnce(async () => {
        tries += 1;
        throw new Error('数据库不可用');
      }),
    ).rejects.toThrow('数据库不可用');
    expect(tries).toBe(1);
    await expect(upsertRetryingOnce(async () => Promise.reject(duplicate))).rejects.toBe(duplicate);
  });
});
