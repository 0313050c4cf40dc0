import { describe, expect, it } from 'vitest';
import { formSchemaOf } from './form-schema-rules';

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
