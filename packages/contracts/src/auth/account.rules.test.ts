import { describe, expect, it } from 'vitest';
import { looksLikePhone, normalizePhone } from './account.rules.js';

describe('phone rule', () => {
  it('accepts mainland mobile numbers 13x–19x in their usual written forms', () => {
    for (const [input, phone] of [
      ['13800000001', '13800000001'],
      ['19912345678', '19912345678'],
      [' 138 0000 0001 ', '13800000001'],
      ['138-0000-0001', '13800000001'],
      ['+8613800000001', '13800000001'],
      ['0086 138 0000 0001', '13800000001'],
      ['１３８０００００００１', '13800000001'],
    ]) {
      expect(normalizePhone(input as string)).toBe(phone);
    }
  });

  it('refuses landlines, short, long, 10x–12x and non-digit numbers', () => {
    for (const input of ['', '1380000000', '138000000012', '12800000001', '10086', '02112345678', '1380000000a', '+1 13800000001']) {
      expect(normalizePhone(input)).toBeNull();
    }
    expect(looksLikePhone('玩家1')).toBe(false);
  });
});
