import { describe, expect, it } from 'vitest';
import {
  dependentOptions,
  duplicateEntry,
  emptyValueOf,
  entrySummary,
  kindOf,
  moveEntry,
  newEntry,
  optionTitle,
  variantIndexOf,
  type JsonSchema,
} from './schema-form-rules';

// The shapes z.toJSONSchema gives the games' pack schemas.
const puzzle: JsonSchema = {
  anyOf: [
    { type: 'object', properties: { kind: { type: 'string', const: 'city' }, question: { type: 'string' } }, required: ['kind', 'question'] },
    {
      type: 'object',
      title: '骰子谜题',
      properties: { kind: { type: 'string', const: 'dice' }, imageUrl: { type: 'string' } },
      required: ['kind', 'imageUrl'],
    },
  ],
};
const reward: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', optionTitles: { food: '食物', money: '金钱' } },
    arg: { type: 'string', optionTitlesBy: { field: 'type', options: { food: { 'instant-noodles': '泡面' } } } },
    count: { type: 'integer' },
  },
};

describe('schema form rules', () => {
  it('tells a union’s variant by its fixed values, or by the value’s type', () => {
    expect(variantIndexOf(puzzle.anyOf!, { kind: 'dice', imageUrl: '/a.png' })).toBe(1);
    expect(variantIndexOf(puzzle.anyOf!, { kind: 'city' })).toBe(0);
    const nullableTime: JsonSchema[] = [{ type: 'string', format: 'date-time' }, { type: 'null' }];
    expect(variantIndexOf(nullableTime, null)).toBe(1);
    expect(variantIndexOf(nullableTime, '2030-01-01T00:00:00Z')).toBe(0);
  });

  it('starts a new entry from the default, else the smallest shape with the fixed values', () => {
    expect(emptyValueOf(puzzle)).toEqual({ kind: 'city', question: '' });
    expect(emptyValueOf({ type: 'number', default: 0.2 })).toBe(0.2);
    expect(emptyValueOf({ type: 'integer', minimum: 1 })).toBe(1);
    expect(emptyValueOf({ type: 'array', items: { type: 'string' } })).toEqual([]);
    expect(kindOf({ type: 'object', additionalProperties: { type: 'string' } })).toBe('record');
  });

  it('moves entries within bounds and names an entry by its id and name', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(entrySummary({ id: 'T1', name: '来处' })).toBe('T1 · 来处');
    expect(entrySummary({ seq: 3, name: '钟楼' })).toBe('3 · 钟楼');
  });

  it('shows codes by the Chinese names the game gives them, never as codes', () => {
    expect(entrySummary({ type: 'food', arg: 'instant-noodles', count: 2 }, reward)).toBe('食物 泡面 ×2');
    expect(entrySummary({ kind: 'dice', imageUrl: '' }, puzzle)).toBe('骰子谜题');
    const cell: JsonSchema = {
      type: 'object',
      title: '红色格子',
      properties: { row: { type: 'integer', title: '行' }, col: { type: 'integer', title: '列' } },
    };
    expect(entrySummary({ row: 2, col: 5 }, cell)).toBe('行 2 · 列 5');
    expect(optionTitle(reward.properties!.type!, 'money')).toBe('金钱');
    expect(dependentOptions(reward.properties!.arg!, { type: 'food' })).toEqual({ 'instant-noodles': '泡面' });
    expect(dependentOptions(reward.properties!.arg!, { type: 'money' })).toBeNull();
    expect(
      kindOf({
        anyOf: [
          { type: 'number', const: 2 },
          { type: 'number', const: 10 },
        ],
      }),
    ).toBe('enum');
    expect(kindOf({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toBe('string');
  });

  it('duplicates an entry with the next free number or code, and starts a new placed entry among the others with the next id', () => {
    const tasks = [{ id: 'T4', name: '钟楼' }, { id: 'T42' }];
    expect(duplicateEntry(tasks, tasks[0])).toEqual({ id: 'T43', name: '钟楼' });
    expect(duplicateEntry([{ seq: 3 }, { seq: 7 }], { seq: 3 })).toEqual({ seq: 8 });
    const area: JsonSchema = {
      type: 'object',
      properties: { id: { type: 'integer', minimum: 1 }, lat: { type: 'number', minimum: -90 }, lng: { type: 'number', minimum: -180 } },
      required: ['id', 'lat', 'lng'],
    };
    expect(newEntry([], area)).toEqual({ id: 1, lat: -90, lng: -180 });
    expect(
      newEntry(
        [
          { id: 121, lat: 31.2, lng: 121.4 },
          { id: 9, lat: 31.4, lng: 121.6 },
        ],
        area,
      ),
    ).toEqual({ id: 122, lat: 31.3, lng: 121.5 });
    // The first area of a blank event goes to the event's map centre.
    expect(newEntry([], area, { lat: 31.23, lng: 121.47 })).toEqual({ id: 1, lat: 31.23, lng: 121.47 });
  });

  it('starts a new entry with the entries its lists need, and a text-or-number id with the next free number', () => {
    const reward = { type: 'object', properties: { type: { type: 'string' }, count: { type: 'integer', minimum: 1 } }, required: ['type', 'count'] };
    const group: JsonSchema = {
      type: 'object',
      properties: { id: { type: ['string', 'number'] }, gives: { type: 'array', minItems: 1, items: reward } },
      required: ['id', 'gives'],
    };
    expect(newEntry([{ id: '1' }, { id: 4 }, { id: 'special' }], group)).toEqual({ id: '5', gives: [{ type: '', count: 1 }] });
    expect(newEntry([], group)).toEqual({ id: '1', gives: [{ type: '', count: 1 }] });
  });
});
