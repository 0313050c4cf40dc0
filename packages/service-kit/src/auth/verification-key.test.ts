import { describe, expect, it } from 'vitest';
import { verifyToken } from './auth-token.js';
import { requireAuth } from './auth-middleware.js';
import { createTestKeys, tokenFor } from '../testing/test-keys.js';
import { toKeyObject } from './verification-key.js';

describe('verification key parsed once', () => {
  it('a parsed key verifies exactly what the PEM verifies', () => {
    const keys = createTestKeys();
    const parsed = toKeyObject(keys.publicKey);
    const token = tokenFor('fanhua', keys.privateKey, { id: 'acc-7', phone: '13800000007' });
    expect(verifyToken(token, parsed, 'fanhua')?.id).toBe('acc-7');
    expect(verifyToken(token, parsed, 'pilotsh')).toBeNull();
    expect(verifyToken(token, toKeyObject(createTestKeys().publicKey), 'fanhua')).toBeNull();
  });

  it('a malformed PEM stops the service when the middleware is built, not at the first request', () => {
    expect(() => requireAuth('fanhua', '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----')).toThrow();
  });
});
