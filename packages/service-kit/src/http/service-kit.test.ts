import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors.js';
import { parseInput } from './validation.js';
import { createTestKeys, tokenFor } from '../testing/test-keys.js';
import { verifyToken } from '../auth/auth-token.js';

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

  const messageOf = (schema: z.ZodType, input: unknown): string => {
    try {
      parseInput(schema, input);
    } catch (error) {
      return (error as HttpError).message;
    }
    throw new Error('parseInput accepted the input');
  };

  it("answers the schema's own message when the key is missing entirely", () => {
    const schema = z.object({ answer: z.string({ error: '请填写答案' }).trim().min(1, { error: '请填写答案' }) });
    expect(messageOf(schema, {})).toBe('请求参数不正确：answer：请填写答案');
  });

  it("never leaks zod's generic wording, a missing key of a loose item included", () => {
    const item = z.object({ type: z.unknown(), count: z.unknown() });
    const schema = z.object({ items: z.array(item), note: z.string().max(3), kind: z.enum(['a', 'b']) }).strict();
    expect(messageOf(schema, { items: [{ count: 1 }], note: 'x', kind: 'a' })).toBe('请求参数不正确：items.0.type：缺少这一项');
    expect(messageOf(schema, { items: [], note: 'long text', kind: 'a' })).toBe('请求参数不正确：note：不能超过 3 个字符');
    expect(messageOf(schema, { items: [], note: 'x', kind: 'c' })).toBe('请求参数不正确：kind：取值不在允许的范围内');
    expect(messageOf(schema, { items: [], note: 1, kind: 'a' })).toBe('请求参数不正确：note：应为文字');
    expect(messageOf(schema, { items: [], note: 'x', kind: 'a', extra: 1 })).toBe('请求参数不正确：不认识的字段：extra');
  });
});

describe('tokens', () => {
  it('verify only for the audience they were signed for', () => {
    const keys = createTestKeys();
    const token = tokenFor('pilotsh', keys.privateKey, { id: 'acc-1', phone: '13800000001' });
    expect(verifyToken(token, keys.publicKey, 'pilotsh')?.id).toBe('acc-1');
    expect(verifyToken(token, keys.publicKey, 'fanhua')).toBeNull();
    expect(verifyToken(token, createTestKeys().publicKey, 'pilotsh')).toBeNull();
  });
});

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', async () => {
    const { sanitizeRichText } = await import('../pure/sanitize-html.js');
    const html = sanitizeRichText('<b>提示</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>');
    expect(html).toContain('<b>提示</b>');
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });

  it('drops an image whose source was sanitised away instead of leaving a broken image', async () => {
    const { sanitizeRichText } = await import('../pure/sanitize-html.js');
    const html = sanitizeRichText('<p>看图</p><img src="javascript:alert(1)" alt="坏图"><img alt="无图"><img src="/hint.png" alt="好图">');
    expect(html).toBe('<p>看图</p><img src="/hint.png" alt="好图" />');
  });

  it('keeps only the shared allow-list: no handlers, styles, frames or unlisted URL schemes', async () => {
    const { sanitizeRichText } = await import('../pure/sanitize-html.js');
    const html = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">文字</p><iframe src="https://example.com"></iframe><a href="data:text/html,x">数据</a>' +
        '<a href="//evil.example/">外站</a><a href=" JaVaScRiPt:alert(1)">大写</a><img src="data:image/png;base64,AA==" onload="alert(1)" alt="图">',
    );
    expect(html).toBe('<p>文字</p><a>数据</a><a>外站</a><a>大写</a><img src="data:image/png;base64,AA==" alt="图" />');
  });

  it('keeps a link with its address and title only', async () => {
    const { sanitizeRichText } = await import('../pure/sanitize-html.js');
    expect(sanitizeRichText('<a href="https://example.com/map" title="地图" target="_blank" rel="opener">地图</a>')).toBe(
      '<a href="https://example.com/map" title="地图">地图</a>',
    );
  });
});
