import { describe, expect, it } from 'vitest';
import { signToken } from './auth-token.js';
import { createTestKeys, tokenFor } from '../testing/test-keys.js';
import { createTokenVerifier, tokenVerifierFor } from './token-verifier.js';
import { toKeyObject } from './verification-key.js';

describe('token verifier', () => {
  const keys = createTestKeys();

  it('answers a remembered token as the first check did, for its game only', () => {
    const verifier = createTokenVerifier(toKeyObject(keys.publicKey));
    const token = tokenFor('fanhua', keys.privateKey, { id: 'acc-1', phone: '13800000001' });
    const first = verifier.verify(token, 'fanhua');
    expect(first).toMatchObject({ id: 'acc-1', game: 'fanhua', role: 'user' });
    expect(verifier.verify(token, 'fanhua')).toEqual(first);
    expect(verifier.verify(token, 'pilotsh')).toBeNull();
  });

  it('stops accepting a remembered token once it expires', () => {
    let nowMs = Date.now();
    const verifier = createTokenVerifier(toKeyObject(keys.publicKey), () => nowMs);
    const token = signToken({ id: 'acc-2', game: 'fanhua', role: 'user', name: '玩家2' }, { privateKey: keys.privateKey, expiresInSeconds: 60 });
    expect(verifier.verify(token, 'fanhua')?.id).toBe('acc-2');
    nowMs += 61_000;
    expect(verifier.verify(token, 'fanhua')).toBeNull();
  });

  it('never remembers a token that failed: an altered or foreign token is refused every time', () => {
    const verifier = createTokenVerifier(toKeyObject(keys.publicKey));
    const token = tokenFor('fanhua', keys.privateKey, { id: 'acc-3', phone: '13800000003' });
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' })).toString('base64url')}.${signature}`;
    expect(verifier.verify(altered, 'fanhua')).toBeNull();
    expect(verifier.verify(altered, 'fanhua')).toBeNull();
    const foreign = tokenFor('fanhua', createTestKeys().privateKey, { id: 'acc-3', phone: '13800000003' });
    expect(verifier.verify(foreign, 'fanhua')).toBeNull();
    expect(verifier.verify(token, 'fanhua')?.role).toBe('user');
  });

  it('forgets the oldest token when full, and still verifies it again', () => {
    const verifier = createTokenVerifier(toKeyObject(keys.publicKey), Date.now, 2);
    const tokens = ['a', 'b', 'c'].map((id) => tokenFor('pilotsh', keys.privateKey, { id, phone: '13800000004' }));
    for (const token of tokens) expect(verifier.verify(token, 'pilotsh')).not.toBeNull();
    expect(verifier.verify(tokens[0]!, 'pilotsh')?.id).toBe('a');
  });

  it('is one verifier per key in a process, whether the key is given as PEM or parsed', () => {
    expect(tokenVerifierFor(keys.publicKey)).toBe(tokenVerifierFor(keys.publicKey));
    const parsed = toKeyObject(keys.publicKey);
    expect(tokenVerifierFor(parsed)).toBe(tokenVerifierFor(parsed));
  });
});
