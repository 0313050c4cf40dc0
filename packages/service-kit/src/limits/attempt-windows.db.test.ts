import { beforeEach, describe, expect, it } from 'vitest';
import { defineAttemptWindows, secondsUntil, windowEnd } from './attempt-windows.js';
import { clearDatabase, useTestDatabase } from '../testing/test-database.js';

const windows = defineAttemptWindows('TestAttemptWindow', 'test_attempt_windows');

useTestDatabase('service_kit_windows');
beforeEach(clearDatabase);

const now = new Date('2026-07-12T01:00:00Z');
const limit = { limit: 3, windowMs: 60_000 };

describe('window arithmetic', () => {
  it('ends windowMs after it starts', () => {
    expect(windowEnd(now, { limit: 5, windowMs: 600_000 }).toISOString()).toBe('2026-07-12T01:10:00.000Z');
  });

  it('rounds the wait up to whole seconds and never says 0', () => {
    expect(secondsUntil(new Date(now.getTime() + 540_000), now)).toBe(540);
    expect(secondsUntil(new Date(now.getTime() + 1_001), now)).toBe(2);
    expect(secondsUntil(new Date(now.getTime() + 10), now)).toBe(1);
    expect(secondsUntil(now, now)).toBe(1);
  });
});

describe('attempt windows', () => {
  it('restart in place once ended, and never grant more than the limit to parallel reservations', async () => {
    const first = await Promise.all(Array.from({ length: 8 }, () => windows.reserve('k', limit, now)));
    expect(first.filter((result) => result.ok)).toHaveLength(3);
    expect(first.find((result) => !result.ok)).toEqual({ ok: false, windowEndsAt: windowEnd(now, limit) });

    const later = new Date(now.getTime() + 60_000);
    const second = await Promise.all(Array.from({ length: 8 }, () => windows.reserve('k', limit, later)));
    expect(second.filter((result) => result.ok)).toHaveLength(3);
    expect(await windows.model.countDocuments({ key: 'k' })).toBe(1);
  });

  it('gives a released slot back to its own window only, and forgets cleared and ended keys', async () => {
    const taken = await windows.reserve('k', limit, now);
    if (!taken.ok) throw new Error('expected a slot');
    await windows.reserve('k', limit, now);
    await windows.reserve('k', limit, now);
    expect((await windows.reserve('k', limit, now)).ok).toBe(false);
    await windows.release(taken.reservation);
    expect((await windows.reserve('k', limit, now)).ok).toBe(true);

    const later = new Date(now.getTime() + 60_000);
    await windows.reserve('k', limit, later); // a new window
    await windows.release(taken.reservation); // from the old one: ignored
    expect((await windows.model.findOne({ key: 'k' }).lean())?.count).toBe(1);

    await windows.reserve('other', limit, now);
    await windows.clear('k');
    expect(await windows.model.countDocuments({ key: 'k' })).toBe(0);
    expect(await windows.purgeEnded(later)).toBe(1);
    expect(await windows.model.countDocuments()).toBe(0);
  });

  it('leaves ended windows to a TTL index on their end, and still restarts an ended window that is there', async () => {
    const indexes = await windows.model.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'expire_at_window_end')).toMatchObject({ key: { windowEndsAt: 1 }, expireAfterSeconds: 0 });
    for (let i = 0; i < 3; i += 1) await windows.reserve('k', limit, now);
    expect((await windows.reserve('k', limit, now)).ok).toBe(false);
    expect((await windows.reserve('k', limit, new Date(now.getTime() + limit.windowMs))).ok).toBe(true);
  });
});
