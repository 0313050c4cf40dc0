import { describe, expect, it } from 'vitest';
import { parseAdminArgs } from './admin-args-rules';

describe('parseAdminArgs', () => {
  it('accepts JSON objects only', () => {
    expect(parseAdminArgs('{"type":"路滑卡"}')).toEqual({ type: '路滑卡' });
    expect(parseAdminArgs('')).toEqual({});
    expect(parseAdminArgs('[1]')).toBeNull();
    expect(parseAdminArgs('{type: 1}')).toBeNull();
  });
});
