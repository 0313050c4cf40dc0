/**
 * The demo sudoku: a unique solution (checked by the demo pack's tests) and eight coloured cells.
 * Reading the coloured cells row by row, red digits become letters (1 = A … 9 = I) and blue digits stay.
 */
export const SUDOKU_SOLUTION = ['719642385', '853971642', '426385971', '564813729', '138729456', '297456813', '345198267', '981267534', '672534198'] as const;

export const SUDOKU_GIVENS = ['.......8.', '...97.6.2', '..6..59..', '.6.......', '..8....5.', '..7.56813', '3....8...', '9.1.67.3.', '.7.534...'] as const;

export const SUDOKU_COLOURS = ['r........', '.b.......', '...r.....', '.....b...', 'r........', '.b.......', '....r....', '.........', 'b........'] as const;

export const SUDOKU_PALETTE = { r: '#ffa39e', b: '#91caff' } as const;

/** The answer the colours spell from the solution. */
export function sudokuAnswer(solution: readonly string[] = SUDOKU_SOLUTION, colours: readonly string[] = SUDOKU_COLOURS): string {
  let answer = '';
  colours.forEach((row, r) => {
    Array.from(row).forEach((colour, c) => {
      const digit = Number(solution[r]![c]);
      if (colour === 'r') answer += String.fromCharCode(64 + digit);
      if (colour === 'b') answer += String(digit);
    });
  });
  return answer;
}
