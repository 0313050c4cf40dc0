import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../schema-form-rules';
import { matchesShape } from './shape-validator';

const city: JsonSchema = { type: 'object', properties: { kind: { const: 'city' }, question: { type: 'string' } }, required: ['kind'] };
const dice: JsonSchema = { type: 'object', properties: { kind: { const: 'dice' }, imageUrl: { type: 'string' } }, required: ['kind'] };

describe('matchesShape', () => {
  it('tells a union’s kinds apart by their fixed values', () => {
    expect(matchesShape(city, { kind: 'city', question: '哪里？' })).toBe(true);
    expect(matchesShape(dice, { kind: 'city', question: '哪里？' })).toBe(false);
    expect(matchesShape(city, { question: '哪里？' })).toBe(false);
  });

  it('tells a value that may be left unset from a set one, and numbers from text', () => {
    expect(matchesShape({ type: 'null' }, null)).toBe(true);
    expect(matchesShape({ type: 'string' }, null)).toBe(false);
    expect(matchesShape({ type: 'integer' }, 2.5)).toBe(false);
    expect(matchesShape({ type: ['string', 'number'] }, 3)).toBe(true);
  });

  it('looks inside lists and nested objects, and leaves limits to the service', () => {
    const sheet: JsonSchema = { type: 'object', properties: { puzzles: { type: 'array', items: { anyOf: [city, dice] } } } };
    expect(matchesShape(sheet, { puzzles: [{ kind: 'dice' }, { kind: 'city' }] })).toBe(true);
    expect(matchesShape(sheet, { puzzles: [{ kind: 'sudoku' }] })).toBe(false);
    expect(matchesShape({ type: 'string', maxLength: 2 }, '很长很长的文字')).toBe(true);
  });
});
