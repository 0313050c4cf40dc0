/** Step-card odds: 0 steps 70 %, 1 step 20 %, 2 steps 10 %. */
export const STEP_ODDS: readonly { steps: 0 | 1 | 2; percent: number }[] = [
  { steps: 0, percent: 70 },
  { steps: 1, percent: 20 },
  { steps: 2, percent: 10 },
];

/** A draw from a uniform integer in [0, 100) (crypto.randomInt in production). */
export function stepsForRoll(roll: number): 0 | 1 | 2 {
  if (!Number.isInteger(roll) || roll < 0 || roll >= 100) throw new RangeError('roll must be an integer in [0, 100)');
  let threshold = 0;
  for (const odd of STEP_ODDS) {
    threshold += odd.percent;
    if (roll < threshold) return odd.steps;
  }
  return 2;
}

export const stepLabel = (steps: number) => `${steps} 步`;
