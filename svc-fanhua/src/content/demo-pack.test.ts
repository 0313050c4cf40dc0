import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDemoPack, DEMO_LANDMARK_IDS } from './demo-pack.js';
import { parsePack } from './pack-schema.js';

describe('demo pack', () => {
  const parsed = parsePack(buildDemoPack());
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues.slice(0, 5)));
  const pack = parsed.pack;

  it('has areas 1 to 187 without 81, 114 and 139, with unique names', () => {
    const ids = pack.areas.map((area) => area.id);
    expect(ids).toHaveLength(184);
    expect(ids).not.toContain(81);
    expect(ids).not.toContain(114);
    expect(ids).not.toContain(139);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(187);
    expect(new Set(pack.areas.map((area) => area.name)).size).toBe(184);
    for (const area of pack.areas) {
      expect(area.radiusKm).toBe(0.2);
      expect(area.location.length).toBeGreaterThan(0);
    }
  });

  it('has special areas of every kind, hidden areas, landmarks 121/161/169 and every colour level', () => {
    const kinds = new Set(pack.areas.map((area) => area.special?.type).filter(Boolean));
    expect([...kinds].sort()).toEqual(['add', 'bless', 'exchange', 'shuffle']);
    const values = pack.areas.flatMap((area) => (area.special?.type === 'add' ? [area.special.increment.value] : []));
    expect(new Set(values)).toEqual(new Set([2, 10]));
    const gains = pack.areas.flatMap((area) => (area.special?.type === 'exchange' ? [area.special.increment.value] : []));
    expect(new Set(gains)).toEqual(new Set([8, 12, 15]));
    expect(pack.areas.filter((area) => area.hidden).length).toBeGreaterThanOrEqual(3);
    expect(pack.areas.filter((area) => area.landmark).map((area) => area.id)).toEqual([...DEMO_LANDMARK_IDS]);
    const levels = new Set(pack.areas.filter((area) => !area.special).map((area) => Math.min(4, area.rewards.length)));
    expect([...levels].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('uses every one of the 24 goods and is playable from nothing (free groups exist)', () => {
    const items = new Set(pack.areas.flatMap((area) => area.rewards.flatMap((group) => [...group.gives, ...group.requires].map((e) => e.arg))));
    expect([...items].filter(Boolean).length).toBe(24);
    const free = pack.areas.flatMap((area) => area.rewards.filter((group) => group.requires.length === 0 && group.conds.length === 0));
    expect(free.length).toBeGreaterThan(30);
    expect(pack.areas[0]!.rewards[0]).toMatchObject({ requires: [], conds: [] });
  });

  it('is the same as the committed example file', () => {
    const file = JSON.parse(readFileSync(new URL('../../content/demo-pack.json', import.meta.url), 'utf8'));
    expect(file).toEqual(buildDemoPack());
  });
});

describe('pack schema', () => {
  it('lists every problem with its path', () => {
    const pack = buildDemoPack() as { areas: Record<string, unknown>[] };
    pack.areas[3] = { ...pack.areas[3], lat: 'north' };
    pack.areas[7] = { ...pack.areas[7], rewards: [{ id: '1', gives: [{ type: 'food', arg: 'bandage', count: 1 }] }] };
    pack.areas[8] = { ...pack.areas[8], id: 1 };
    const result = parsePack(pack);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((issue) => issue.path);
    expect(paths).toContain('areas.3.lat');
    expect(paths).toContain('areas.7.rewards.0.gives.0.arg');
    expect(paths).toContain('areas.8.id');
    expect(result.issues.find((issue) => issue.path === 'areas.7.rewards.0.gives.0.arg')!.message).toBe('「绷带」不是食物类的物品');
  });
});
