/** Constants of the scratch card: brush radius 20, revealed within 50 px of the centre. */
export const SCRATCH_BRUSH_RADIUS = 20;
export const SCRATCH_REVEAL_RADIUS = 50;
export const SCRATCH_COVER_COLOR = '#b8b8b8';

export interface ScratchPoint {
  x: number;
  y: number;
}

/** True once a scratch point comes within `revealRadius` of the card's centre. */
export function revealsCard(point: ScratchPoint, size: { width: number; height: number }, revealRadius = SCRATCH_REVEAL_RADIUS): boolean {
  const dx = point.x - size.width / 2;
  const dy = point.y - size.height / 2;
  return Math.hypot(dx, dy) <= revealRadius;
}
