import { describe, expect, it } from 'vitest';
import { ASSET_TYPES, assetDisplayName, categoryOfItem, ITEM_NAMES, isValidAssetKey, RESOURCE_CATEGORIES, TYPE_NAMES } from './assets.rules.js';

describe('fanhua asset catalogue', () => {
  it('names every type and every item in Chinese, and items are unique across categories', () => {
    const items = Object.values(RESOURCE_CATEGORIES).flat();
    expect(new Set(items).size).toBe(24);
    for (const item of items) expect(ITEM_NAMES[item]).toMatch(/\p{Script=Han}/u);
    for (const type of ASSET_TYPES) expect(TYPE_NAMES[type]).toMatch(/\p{Script=Han}/u);
    expect(Object.keys(ITEM_NAMES).sort()).toEqual([...items].sort());
  });

  it('accepts an item only in its own category and plain types only with an empty arg', () => {
    expect(isValidAssetKey('food', 'bread')).toBe(true);
    expect(isValidAssetKey('medical', 'bread')).toBe(false);
    expect(isValidAssetKey('food', '')).toBe(false);
    expect(isValidAssetKey('luck', '')).toBe(true);
    expect(isValidAssetKey('luck', 'bread')).toBe(false);
    expect(isValidAssetKey('gold', '')).toBe(false);
  });

  it('finds the category of an item and the display name of a line', () => {
    expect(categoryOfItem('rope')).toBe('equipment');
    expect(categoryOfItem('gold')).toBeNull();
    expect(assetDisplayName('food', 'bread')).toBe('面包');
    expect(assetDisplayName('intelligence', '')).toBe('智力');
    expect(assetDisplayName('gold', '')).toBe('gold');
  });
});

describe('asset keys', () => {
  it('validates asset keys and names them in Chinese', () => {
    expect(isValidAssetKey('food', 'bread')).toBe(true);
    expect(isValidAssetKey('food', 'bandage')).toBe(false);
    expect(isValidAssetKey('luck', '')).toBe(true);
    expect(isValidAssetKey('luck', 'x')).toBe(false);
    expect(assetDisplayName('equipment', 'flashlight')).toBe('手电筒');
  });
});
