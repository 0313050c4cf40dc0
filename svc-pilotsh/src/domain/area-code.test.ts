import { describe, expect, it } from 'vitest';
import { normalizeAreaCode } from './area-code.js';

describe('normalizeAreaCode', () => {
  it('compares area codes without width, case or spaces', () => {
    expect(normalizeAreaCode(' ｈｂ 01 ')).toBe('HB01');
  });
});
