import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors.js';
import { parseInput } from './validation.js';
import { createTestKeys, tokenFor } from './testing/test-keys.js';
import { verifyToken } from './auth-token.js';

describe('parseInput', () => {
  it('rejects operator objects in place of strings with a Chinese 400', () => {
    const schema = z.object({ phone: z.string() });
    try {
      parseInput(schema, { phone: { $gt: '' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toMatch(/请求参数不正确：phone/);
    }
  });
});

describe('tokens', () => {
  it('verify only for the audience they were signed for', () => {
    const keys = createTestKeys();
    const token = tokenFor('pilotsh', keys.privateKey, { phone: '13800000001' });
    expect(verifyToken(token, keys.publicKey, 'pilotsh')?.phone).toBe('13800000001');
    expect(verifyToken(token, keys.publicKey, 'fanhua')).toBeNull();
    expect(verifyToken(token, createTestKeys().publicKey, 'pilotsh')).toBeNull();
  });
});

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', async () => {
    const { sanitizeRichText } = await import('./sanitize-html.js');
    const html = sanitizeRichText('<b>提示</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>');
    expect(html).toContain('<b>提示</b>');
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });
});
