import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  it('loads once per version, shares a load in flight, reloads when the version changes', async () => {
    const cache = new VersionedCache<{ items: number[] }>();
    let loads = 0;
    const load = (version: string, items: number[]) => async () => {
      loads += 1;
      return { version, value: { items } };
    };
    const [a, b] = await Promise.all([cache.get('v1', load('v1', [1])), cache.get('v1', load('v1', [1]))]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(await cache.get('v1', load('v1', [9]))).toEqual({ items: [1] });
    expect(loads).toBe(1);
    expect(await cache.get('v2', load('v2', [2]))).toEqual({ items: [2] });
    expect(loads).toBe(2);
  });

  it('hands out a frozen value, so no request can change what the next one reads', async () => {
    const cache = new VersionedCache<{ items: number[] }>();
    const value = await cache.get('v1', async () => ({ version: 'v1', value: { items: [1, 2] } }));
    expect(() => value.items.push(3)).toThrow(TypeError);
    expect(value.items).toEqual([1, 2]);
  });

  it('a failed load is not kept: the next request tries again', async () => {
    const cache = new VersionedCache<number>();
    await expect(cache.get('v1', async () => Promise.reject(new Error('数据库不可用')))).rejects.toThrow('数据库不可用');
    expect(await cache.get('v1', async () => ({ version: 'v1', value: 7 }))).toBe(7);
  });
});
