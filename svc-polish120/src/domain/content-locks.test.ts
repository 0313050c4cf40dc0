import { describe, expect, it } from 'vitest';
import { contentLocks, type LockablePack } from './content-locks.js';

const pack = (): LockablePack => ({
  puzzleCards: [
    { code: 'PZA', unlockArea: 2, pages: ['sudoku', 'plane'] },
    { code: 'PZB', unlockArea: 3, pages: ['sofa'] },
  ],
  standalonePuzzles: [
    { path: 'sudoku', taskId: 'P01' },
    { path: 'plane', taskId: 'P02' },
    { path: 'sofa', taskId: 'P02' },
    { path: 'free', taskId: 'P03' },
  ],
});
const sorted = (values: ReadonlySet<string>) => [...values].sort();

describe('content locks', () => {
  it('lock a card’s pages until its area is in been_to, and a task while every page of it is locked', () => {
    const locked = (beenTo: number[]) => {
      const locks = contentLocks(pack(), new Set(beenTo));
      return { pages: sorted(locks.lockedPages), tasks: sorted(locks.lockedTasks) };
    };
    expect(locked([1])).toEqual({ pages: ['plane', 'sofa', 'sudoku'], tasks: ['P01', 'P02'] });
    expect(locked([1, 2])).toEqual({ pages: ['sofa'], tasks: [] });
    expect(locked([1, 3])).toEqual({ pages: ['plane', 'sudoku'], tasks: ['P01'] });
    expect(locked([1, 2, 3])).toEqual({ pages: [], tasks: [] });
  });

  it('are the same for a loaded (frozen) pack, whose locks are kept, whatever the order teams ask in', () => {
    const frozen = Object.freeze(pack());
    for (const beenTo of [[1], [1, 2, 3], [1, 3], [2], [], [1], [3, 2]]) {
      const kept = contentLocks(frozen, new Set(beenTo));
      const fresh = contentLocks(pack(), new Set(beenTo));
      expect({ pages: sorted(kept.lockedPages), tasks: sorted(kept.lockedTasks) }).toEqual({
        pages: sorted(fresh.lockedPages),
        tasks: sorted(fresh.lockedTasks),
      });
    }
  });
});
