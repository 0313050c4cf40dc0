import { describe, expect, it } from 'vitest';
import { unsignedTestToken } from '../testing/unsigned-token';
import { tokenSaysAdmin, unverifiedTokenClaims } from './token-claims';

describe('token claims', () => {
  it("reads the claims of a token shaped like svc-auth's, base64url included", () => {
    const token = unsignedTestToken({ sub: 'p1', role: 'admin', name: '队长?>~' });
    expect(unverifiedTokenClaims(token)).toEqual({ sub: 'p1', role: 'admin', name: '队长?>~' });
    expect(tokenSaysAdmin(token)).toBe(true);
  });

  it('says admin only for the admin role, and reads nothing from a token that is not one', () => {
    expect(tokenSaysAdmin(unsignedTestToken({ sub: 'p1', role: 'user' }))).toBe(false);
    for (const token of [null, '', 'token', 'a.%%%.c', `a.${btoa('[1]')}.c`, `a.${btoa('"admin"')}.c`]) {
      expect(tokenSaysAdmin(token)).toBe(false);
    }
    expect(unverifiedTokenClaims('a.b')).toBeNull();
  });
});
