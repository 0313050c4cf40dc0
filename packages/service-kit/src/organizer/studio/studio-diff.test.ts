import { describe, expect, it } from 'vitest';
import { diffPacks } from './studio-diff.js';

describe('diffPacks', () => {
  it('lists changed, added and removed values by path', () => {
    const before = {
      event: { name: '旧' },
      tasks: [
        { id: 'a', answers: ['x'] },
        { id: 'b', answers: [] },
      ],
      gone: 1,
    };
    const after = { event: { name: '新' }, tasks: [{ id: 'a', answers: ['x', 'y'] }], extra: true };
    expect(diffPacks(before, after).changes).toEqual([
      { path: 'event.name', kind: 'changed', before: '"旧"', after: '"新"' },
      { path: 'tasks.0.answers.1', kind: 'added', before: null, after: '"y"' },
      { path: 'tasks.1', kind: 'removed', before: '{"id":"b","answers":[]}', after: null },
      { path: 'gone', kind: 'removed', before: '1', after: null },
      { path: 'extra', kind: 'added', before: null, after: 'true' },
    ]);
  });

  it('finds nothing between equal packs and stops at the limit', () => {
    expect(diffPacks({ a: [1, 2] }, { a: [1, 2] })).toEqual({ changes: [], truncated: false });
    const many = diffPacks({ list: [] }, { list: Array.from({ length: 10 }, (_, i) => i) }, 3);
    expect(many.changes.map((change) => change.path)).toEqual(['list.0', 'list.1', 'list.2']);
    expect(many.truncated).toBe(true);
  });

  it('shortens long values', () => {
    const [change] = diffPacks({ text: 'a' }, { text: 'b'.repeat(500) }).changes;
    expect(change!.after!.length).toBe(160);
    expect(change!.after!.endsWith('…')).toBe(true);
  });
});
