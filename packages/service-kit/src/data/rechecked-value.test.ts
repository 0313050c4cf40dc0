import { describe, expect, it } from 'vitest';
import { announceDatabaseReset } from './database-reset.js';
import { contentRecheckMsFromEnv, RecheckedValue } from './rechecked-value.js';

function source(initial: string) {
  const state = { value: initial, reads: 0 };
  return {
    state,
    read: async () => {
      state.reads += 1;
      return state.value;
    },
  };
}

describe('RecheckedValue', () => {
  it('reads once within its age, and again once that has passed', async () => {
    let nowMs = 0;
    const db = source('v1');
    const value = new RecheckedValue(db.read, 1000, () => nowMs);
    expect(await value.get()).toBe('v1');
    db.state.value = 'v2';
    nowMs = 999;
    expect(await value.get()).toBe('v1');
    expect(db.state.reads).toBe(1);
    nowMs = 1000;
    expect(await value.get()).toBe('v2');
    expect(db.state.reads).toBe(2);
  });

  it('after forget() the next request reads at once', async () => {
    const db = source('v1');
    const value = new RecheckedValue(db.read, 60_000, () => 0);
    expect(await value.get()).toBe('v1');
    db.state.value = 'v2';
    value.forget();
    expect(await value.get()).toBe('v2');
  });

  it('reads again at once when the database was reset (it came back from an outage, or a test emptied it)', async () => {
    const db = source('v1');
    const value = new RecheckedValue(db.read, 60_000, () => 0);
    expect(await value.get()).toBe('v1');
    db.state.value = 'v2';
    announceDatabaseReset();
    expect(await value.get()).toBe('v2');
  });

  it('a read that started before forget() is not kept', async () => {
    let answer: (value: string) => void = () => {};
    let reads = 0;
    const value = new RecheckedValue(
      () => {
        reads += 1;
        return reads === 1 ? new Promise<string>((resolve) => (answer = resolve)) : Promise.resolve('new');
      },
      60_000,
      () => 0,
    );
    const early = value.get();
    value.forget();
    answer('old');
    expect(await early).toBe('old');
    expect(await value.get()).toBe('new');
    expect(reads).toBe(2);
  });

  it('requests arriving together share one read; a failed read is not kept', async () => {
    let reads = 0;
    let fail = true;
    const value = new RecheckedValue(
      async () => {
        reads += 1;
        if (fail) throw new Error('数据库不可用');
        return 'v1';
      },
      1000,
      () => 0,
    );
    const together = await Promise.allSettled([value.get(), value.get(), value.get()]);
    expect(together.every((result) => result.status === 'rejected')).toBe(true);
    expect(reads).toBe(1);
    fail = false;
    expect(await value.get()).toBe('v1');
    expect(reads).toBe(2);
  });

  it('with an age of 0 reads on every request', async () => {
    const db = source('v1');
    const value = new RecheckedValue(db.read, 0, () => 0);
    await Promise.all([value.get(), value.get()]);
    expect(db.state.reads).toBe(2);
  });

  it('takes its age from CONTENT_RECHECK_MS, 1 s when unset or not a number', () => {
    expect(contentRecheckMsFromEnv({})).toBe(1000);
    expect(contentRecheckMsFromEnv({ CONTENT_RECHECK_MS: '0' })).toBe(0);
    expect(contentRecheckMsFromEnv({ CONTENT_RECHECK_MS: '250' })).toBe(250);
    expect(contentRecheckMsFromEnv({ CONTENT_RECHECK_MS: 'soon' })).toBe(1000);
    expect(contentRecheckMsFromEnv({ CONTENT_RECHECK_MS: '-5' })).toBe(1000);
  });
});
