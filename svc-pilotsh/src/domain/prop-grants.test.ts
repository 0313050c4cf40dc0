import { describe, expect, it } from 'vitest';
import { grantOnUse } from './prop-grants.js';

describe('grantOnUse', () => {
  it('lets the server carry out the two props whose effect is a new step card', () => {
    expect(grantOnUse('fast_pass_player')).toEqual({ steps: 2 });
    expect(grantOnUse('draw_again')).toBe('draw');
    expect(grantOnUse('slippery_road')).toBeNull();
  });
});
