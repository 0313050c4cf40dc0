import { describe, expect, it } from 'vitest';
import { nameKey } from './account-rules.js';

describe('name key', () => {
  it('folds case, width and surrounding space, and keeps Chinese as it is', () => {
    expect(nameKey(' Ａｌｉｃｅ ')).toBe('alice');
    expect(nameKey('ALICE')).toBe('alice');
    expect(nameKey('玩家１')).toBe('玩家1');
    expect(nameKey('小明')).not.toBe(nameKey('小红'));
  });
});
