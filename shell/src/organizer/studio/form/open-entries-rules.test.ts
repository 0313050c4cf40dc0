import { describe, expect, it } from 'vitest';
import { afterInsert, afterMove, afterRemove, reindexOpen } from './open-entries-rules';

const open = new Set(['areas.0', 'areas.2', 'areas.2.rewards.0', 'areas.20', 'tasks.1']);

describe('reindexOpen', () => {
  it('keeps an opened entry, and what is opened inside it, with the entry when it moves', () => {
    expect([...reindexOpen(open, 'areas', afterMove(21, 2, 0))].sort()).toEqual(['areas.0', 'areas.0.rewards.0', 'areas.1', 'areas.20', 'tasks.1']);
  });

  it('forgets a removed entry and shifts the ones after it', () => {
    expect([...reindexOpen(open, 'areas', afterRemove(0))].sort()).toEqual(['areas.1', 'areas.1.rewards.0', 'areas.19', 'tasks.1']);
  });

  it('shifts the entries after an inserted copy', () => {
    expect([...reindexOpen(open, 'areas', afterInsert(1))].sort()).toEqual(['areas.0', 'areas.21', 'areas.3', 'areas.3.rewards.0', 'tasks.1']);
  });

  it('changes only the list that changed, not one whose name starts the same', () => {
    expect([...reindexOpen(new Set(['areas.2.rewards.1', 'areas.2.rewardsX.1']), 'areas.2.rewards', afterRemove(0))].sort()).toEqual([
      'areas.2.rewards.0',
      'areas.2.rewardsX.1',
    ]);
  });
});
