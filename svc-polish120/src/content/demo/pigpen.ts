import { svgDataUri } from './svg.js';

/**
 * Pigpen cipher symbols as inline SVG. A–I: the noughts-and-crosses grid, J–R: the same with a dot,
 * S–V: the X, W–Z: the X with a dot.
 */
type Side = 'top' | 'right' | 'bottom' | 'left';

const GRID_SIDES: Side[][] = [
  ['right', 'bottom'],
  ['left', 'right', 'bottom'],
  ['left', 'bottom'],
  ['top', 'right', 'bottom'],
  ['top', 'right', 'bottom', 'left'],
  ['top', 'left', 'bottom'],
  ['top', 'right'],
  ['top', 'left', 'right'],
  ['top', 'left'],
];

const SIDE_PATHS: Record<Side, string> = {
  top: 'M14 14 H50',
  right: 'M50 14 V50',
  bottom: 'M14 50 H50',
  left: 'M14 14 V50',
};

/** S: opens upward, T: opens left, U: opens right, V: opens downward. */
const X_PATHS = ['M14 14 L32 40 L50 14', 'M14 14 L40 32 L14 50', 'M50 14 L24 32 L50 50', 'M14 50 L32 24 L50 50'];
const X_DOTS: [number, number][] = [
  [32, 22],
  [22, 32],
  [42, 32],
  [32, 42],
];

export function pigpenSymbol(letter: string, colour = '#262626'): string {
  const index = letter.toUpperCase().charCodeAt(0) - 65;
  if (index < 0 || index > 25) throw new Error(`not a letter: ${letter}`);
  let body: string;
  if (index < 18) {
    const sides = GRID_SIDES[index % 9]!;
    body = `<path d="${sides.map((side) => SIDE_PATHS[side]).join(' ')}" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="square"/>`;
    if (index >= 9) body += `<circle cx="32" cy="32" r="4" fill="${colour}"/>`;
  } else {
    const x = (index - 18) % 4;
    body = `<path d="${X_PATHS[x]}" fill="none" stroke="${colour}" stroke-width="4" stroke-linejoin="miter"/>`;
    if (index >= 22) body += `<circle cx="${X_DOTS[x]![0]}" cy="${X_DOTS[x]![1]}" r="4" fill="${colour}"/>`;
  }
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fffdf5"/>${body}</svg>`,
  );
}
