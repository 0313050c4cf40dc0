import { describe, expect, it } from 'vitest';
import { drawWeighted } from './scratch-draw.js';

describe('drawWeighted', () => {
  const odds = [
    { label: '0 步', weight: 70 },
    { label: '1 步', weight: 20 },
    { label: '2 步', weight: 10 },
  ];
  it('maps the random point onto 70 / 20 / 10', () => {
    expect(drawWeighted(odds, () => 0).label).toBe('0 步');
    expect(drawWeighted(odds, () => 0.6999).label).toBe('0 步');
    expect(drawWeighted(odds, () => 0.7).label).toBe('1 步');
    expect(drawWeighted(odds, () => 0.8999).label).toBe('1 步');
    expect(drawWeighted(odds, () => 0.9).label).toBe('2 步');
    expect(drawWeighted(odds, () => 0.999999).label).toBe('2 步');
  });
});
