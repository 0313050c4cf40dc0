import { describe, expect, it } from 'vitest';
import { demoPack } from './demo-pack.js';
import { DEMO_PUZZLE_PATHS } from './demo/puzzle-paths.js';
import { SUDOKU_COLOURS, SUDOKU_GIVENS, SUDOKU_SOLUTION, sudokuAnswer } from './demo/sudoku.js';
import { validatePack } from './import-pack.js';
import { readDemoRoster } from '../teams/demo-roster.js';

function countSolutions(rows: readonly string[], limit = 2): number {
  const grid = rows.map((row) => Array.from(row).map((ch) => (ch === '.' ? 0 : Number(ch))));
  const fits = (r: number, c: number, v: number) => {
    for (let i = 0; i < 9; i += 1) if (grid[r]![i] === v || grid[i]![c] === v) return false;
    const br = 3 * Math.floor(r / 3);
    const bc = 3 * Math.floor(c / 3);
    for (let i = 0; i < 3; i += 1) for (let j = 0; j < 3; j += 1) if (grid[br + i]![bc + j] === v) return false;
    return true;
  };
  let found = 0;
  const search = (): boolean => {
    for (let r = 0; r < 9; r += 1) {
      for (let c = 0; c < 9; c += 1) {
        if (grid[r]![c] !== 0) continue;
        for (let v = 1; v <= 9; v += 1) {
          if (!fits(r, c, v)) continue;
          grid[r]![c] = v;
          if (search()) return true;
          grid[r]![c] = 0;
        }
        return false;
      }
    }
    found += 1;
    return found >= limit;
  };
  search();
  return found;
}

describe('demo pack', () => {
  it('passes the pack schema', () => {
    const result = validatePack(demoPack);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('has twelve standalone puzzle pages, each submitting to an existing task', () => {
    const result = validatePack(demoPack);
    if (!result.ok) throw new Error('invalid demo pack');
    expect(result.pack.standalonePuzzles).toHaveLength(12);
    expect(new Set(result.pack.standalonePuzzles.map((puzzle) => puzzle.path))).toEqual(new Set(Object.values(DEMO_PUZZLE_PATHS)));
  });

  it('has the demo teams of every game with their leaders in the demo roster, none in the pack', async () => {
    expect('teams' in demoPack).toBe(false);
    const teams = (await readDemoRoster()).map((team) => ({ name: team.name, phones: [team.leader, ...team.members].map((member) => member.phone) }));
    expect(teams).toEqual([
      { name: '演示一队', phones: ['13800000001', '13800000002'] },
      { name: '演示二队', phones: ['13800000003', '13800000004'] },
      { name: '演示三队', phones: ['13800000005', '13800000006'] },
    ]);
  });

  it('gives a sudoku with exactly one solution, agreeing with the givens, that spells the answer', () => {
    expect(countSolutions(SUDOKU_GIVENS)).toBe(1);
    SUDOKU_GIVENS.forEach((row, r) => {
      Array.from(row).forEach((ch, c) => {
        if (ch !== '.') expect(SUDOKU_SOLUTION[r]![c]).toBe(ch);
      });
    });
    expect(countSolutions(SUDOKU_SOLUTION)).toBe(1);
    expect(sudokuAnswer()).toBe('G5C3A9I6');
    expect(SUDOKU_COLOURS.join('').replace(/\./g, '')).toHaveLength(8);
  });
});
