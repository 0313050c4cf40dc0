import type { PropKey } from '@citygames/contracts/pilotsh/prop.rules';

/**
 * Props whose effect the server carries out on use: a card granted to the team in the same step.
 * The others are carried out by staff, who look at the player's screen.
 */
export function grantOnUse(key: PropKey): { steps: number } | 'draw' | null {
  if (key === 'fast_pass_player') return { steps: 2 };
  if (key === 'draw_again') return 'draw';
  return null;
}
