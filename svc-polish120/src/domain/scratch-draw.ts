export interface WeightedOutcome {
  label: string;
  weight: number;
}

/**
 * Picks an outcome with probability weight / total. `random` returns a number in [0, 1)
 * (crypto-backed in production, fixed in tests).
 */
export function drawWeighted(outcomes: readonly WeightedOutcome[], random: () => number): WeightedOutcome {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  if (outcomes.length === 0 || total <= 0) throw new Error('no outcomes to draw from');
  let point = random() * total;
  for (const outcome of outcomes) {
    if (point < outcome.weight) return outcome;
    point -= outcome.weight;
  }
  return outcomes[outcomes.length - 1]!;
}
