import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './use-merged-pages';

const entry = (source: string, position: number, at: string) => ({ source, id: String(position), position, at: `2026-05-01T10:00:${at}Z` });

describe('mergeNewestFirst', () => {
  it("keeps each source in its positions' order even where its times run backwards, and interleaves sources by time", () => {
    const merged = mergeNewestFirst([
      entry('pilotsh', 1, '01.000'),
      // committed after entry 1 but stamped earlier (a slow write): still after it
      entry('pilotsh', 2, '00.840'),
      entry('pilotsh', 3, '05.000'),
      entry('fanhua', 7, '03.000'),
      entry('fanhua', 8, '06.000'),
    ]);
    expect(merged.map((item) => `${item.source}:${item.position}`)).toEqual(['fanhua:8', 'pilotsh:3', 'fanhua:7', 'pilotsh:2', 'pilotsh:1']);
  });

  it('orders entries without positions (the audit log) by time, newest first', () => {
    const merged = mergeNewestFirst([
      { source: 'a', id: 'x', at: '2026-05-01T10:00:01Z' },
      { source: 'a', id: 'y', at: '2026-05-01T10:00:03Z' },
      { source: 'b', id: 'z', at: '2026-05-01T10:00:02Z' },
    ]);
    expect(merged.map((item) => item.id)).toEqual(['y', 'z', 'x']);
  });
});
