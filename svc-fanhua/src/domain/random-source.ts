import { randomInt } from 'node:crypto';

/** A source of uniform numbers in [0, 1): every draw of the service takes one, so tests can inject a fixed sequence. */
export type RandomSource = () => number;

const RESOLUTION = 2 ** 32;

/** Uniform in [0, 1) from the operating system's random source: the default of every draw. */
export const cryptoRandom: RandomSource = () => randomInt(RESOLUTION) / RESOLUTION;

/** A uniform integer in [min, max]. */
export function uniformInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
