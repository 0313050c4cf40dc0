import { describe, expect, it } from 'vitest';
import { normaliseInviteCode } from '@citygames/contracts/fanhua/teams.rules';
import { generateInviteCode } from './team-rules.js';

describe('invite codes', () => {
  it('makes 8-character invite codes without look-alike characters', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateInviteCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normaliseInviteCode(' ab cd ')).toBe('ABCD');
  });
});
