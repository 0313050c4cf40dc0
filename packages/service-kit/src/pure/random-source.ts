import { randomInt } from 'node:crypto';

/**
 * Where a service's chance comes from: a number in [0, 1), like Math.random. Services take one in
 * their context so tests can pass a fixed sequence instead of hoping for an outcome.
 */
export type RandomSource = () => number;

// randomInt takes ranges below 2^48.
const STEPS = 2 ** 48 - 1;

/** The default: the operating system's cryptographic generator (players cannot predict a draw). */
export const cryptoRandom: RandomSource = () => randomInt(STEPS) / STEPS;

/** A whole number in [0, max) from a random source. */
export function randomIntBelow(random: RandomSource, max: number): number {
  return Math.min(max - 1, Math.floor(random() * max));
}

/** For tests: answers the given values in turn, then starts over. */
export function sequenceRandom(values: readonly number[]): RandomSource {
  let next = 0;
  return () => {
    const value = values[next % values.length] ?? 0;
    next += 1;
    return value;
  };
}
