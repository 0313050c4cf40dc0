import { pigpenSymbol } from './pigpen.js';

export const PIGPEN_ANSWER = 'STARLIGHT';
export const PIGPEN_ROWS = 5;
export const PIGPEN_COLUMNS = 3;
const RED = '#cf1322';

/** Cells (row by row) that hide a red symbol; the rest only cycle through black ones. */
const RED_CELLS = [0, 2, 3, 5, 7, 8, 10, 12, 14];

/**
 * Fifteen cells with three variants each. In nine cells one later variant is a red pigpen
 * letter; read in grid order the red letters spell the answer. Deterministic, so re-imports agree.
 */
export function pigpenCells(): { variants: { kind: 'image'; src: string; alt: string }[] }[] {
  let seed = 20250712;
  const nextLetter = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return String.fromCharCode(65 + (seed % 26));
  };
  let letterIndex = 0;
  return Array.from({ length: PIGPEN_ROWS * PIGPEN_COLUMNS }, (_, cell) => {
    const variants = [0, 1, 2].map(() => ({ kind: 'image' as const, src: pigpenSymbol(nextLetter()), alt: '黑色符号' }));
    if (RED_CELLS.includes(cell)) {
      const letter = PIGPEN_ANSWER[letterIndex]!;
      letterIndex += 1;
      variants[1 + (cell % 2)] = { kind: 'image', src: pigpenSymbol(letter, RED), alt: '红色符号' };
    }
    return { variants };
  });
}
