import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../schema-form-rules';
import { formSchemaOf, withFixedValues } from './form-schema-rules';

describe('formSchemaOf', () => {
  it('draws text-or-number as one text box', () => {
    expect(formSchemaOf({ title: '奖励组编号', anyOf: [{ type: 'string' }, { type: 'integer' }] })).toEqual({
      title: '奖励组编号',
      type: ['string', 'number'],
    });
  });

  it('names the two choices of a value that may be left unset: 「不设置」 and the field itself', () => {
    const schema = formSchemaOf({ title: '开放时间', anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] });
    expect(schema.anyOf?.map((variant) => variant.title)).toEqual(['开放时间', '不设置']);
  });

  it('draws a choice of fixed values as a picker of those values', () => {
    expect(
      formSchemaOf({
        title: '增加多少',
        anyOf: [
          { type: 'number', const: 1 },
          { type: 'number', const: 2 },
        ],
      }),
    ).toEqual({ title: '增加多少', type: 'number', enum: [1, 2] });
    expect(
      formSchemaOf({
        anyOf: [
          { const: 'a', title: '甲' },
          { const: 'b', title: '乙' },
        ],
      }),
    ).toMatchObject({ type: 'string', enum: ['a', 'b'], optionTitles: { a: '甲', b: '乙' } });
  });

  it('keeps the game’s names of the kinds of a union, inside lists and objects', () => {
    const union = {
      anyOf: [
        { type: 'object', title: '城市谜题', properties: { kind: { const: 'city' } } },
        { type: 'object', title: '骰子谜题', properties: { kind: { const: 'dice' } } },
      ],
    };
    const schema = formSchemaOf({ type: 'object', properties: { puzzles: { type: 'array', items: union } } });
    expect(schema.properties?.puzzles?.items?.anyOf?.map((variant) => variant.title)).toEqual(['城市谜题', '骰子谜题']);
  });
});

describe('withFixedValues', () => {
  const change: JsonSchema = { type: 'object', properties: { type: { type: 'string' }, value: { type: 'number', const: 2 } }, required: ['type', 'value'] };
  const special: JsonSchema = {
    oneOf: [
      { type: 'object', properties: { type: { type: 'string', const: 'shuffle' } }, required: ['type'] },
      { type: 'object', properties: { type: { type: 'string', const: 'exchange' }, decrement: change }, required: ['type', 'decrement'] },
    ],
  };
  const areas: JsonSchema = { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, special } } };

  it('writes in a required fixed value the form does not draw, inside the kind the organiser switched to', () => {
    const areasValue = [{ name: '外滩' }, { name: '豫园', special: { type: 'exchange', decrement: { type: 'luck' } } }];
    const filled = withFixedValues(areas, areasValue) as typeof areasValue;
    expect(filled[1]).toEqual({ name: '豫园', special: { type: 'exchange', decrement: { type: 'luck', value: 2 } } });
    // What needed nothing stays the same object.
    expect(filled[0]).toBe(areasValue[0]);
  });

  it('leaves a complete value as it is', () => {
    const complete = [
      { name: '豫园', special: { type: 'exchange', decrement: { type: 'luck', value: 2 } } },
      { name: '外滩', special: { type: 'shuffle' } },
    ];
    expect(withFixedValues(areas, complete)).toBe(complete);
    expect(withFixedValues(areas, undefined)).toBeUndefined();
  });
});
