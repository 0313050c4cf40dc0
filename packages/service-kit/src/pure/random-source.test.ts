import { describe, expect, it } from 'vitest';
import { cryptoRandom, randomIntBelow, sequenceRandom } from './random-source.js';

describe('random source', () => {
  it('draws from [0, 1) by default', () => {
    for (let draw = 0; draw < 1000; draw += 1) {
      const value = cryptoRandom();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('turns a draw into a whole number below the bound, the top of the range included', () => {
    const random = sequenceRandom([0, 0.5, 0.999_999]);
    expect([randomIntBelow(random, 100), randomIntBelow(random, 100), randomIntBelow(random, 100)]).toEqual([0, 50, 99]);
  });
});
