import { describe, expect, it } from 'vitest';
import { validateNewTeam } from './admin-forms';
import { ADMINISTRATION_TEXTS } from './administration-texts';

const V = ADMINISTRATION_TEXTS.validation;

describe('admin forms', () => {
  it('checks a new team: empty name, empty description, then the lengths', () => {
    expect(validateNewTeam(' ', 'x')).toBe(V.nameEmpty);
    expect(validateNewTeam('\u200B\u200D', 'x')).toBe('队伍名称不能包含零宽字符等看不见的字符');
    expect(validateNewTeam('a', ' ')).toBe(V.descriptionEmpty);
    expect(validateNewTeam('队'.repeat(21), 'x')).toBe(V.nameTooLong);
    expect(validateNewTeam('队', '述'.repeat(101))).toBe(V.descriptionTooLong);
    expect(validateNewTeam('队'.repeat(20), '述'.repeat(100))).toBeNull();
  });
});
