import { describe, expect, it } from 'vitest';
import { isXArea, plainText, xStageWords, xStationsOf } from './x-area-words';

const area = {
  stage0: { introHtml: '<p>欢迎来到 <b>X 区域</b></p>', specialCharacter: '鹿' },
  stage1: { revealHtml: '', questionHtml: '<p>X 在哪条线上？</p>', answers: ['十号线', '10号线'], nearMisses: ['新天地'] },
  stage2: { revealHtml: '', hintHtml: '<p>四个站</p>', stations: { x1: { label: '第一站', answers: ['陕西南路'] }, x2: { label: '', answers: [] } } },
  stage3: { revealHtml: '<p>揭晓</p>' },
  stage4: { reasoningHtml: '<p>推理</p>', placeholder: '写下你的推理' },
};

describe('X area words', () => {
  it('is known by its five stages and four stations', () => {
    const stage = { type: 'object', properties: {} };
    const schema = {
      type: 'object',
      properties: { stage0: stage, stage1: stage, stage2: { type: 'object', properties: { stations: stage } }, stage3: stage, stage4: stage },
    };
    expect(isXArea(schema)).toBe(true);
    expect(isXArea({ type: 'object', properties: { stage0: stage } })).toBe(false);
  });

  it('tells each stage as a team meets it: what it reads and what opens the next', () => {
    const stages = xStageWords(area);
    expect(stages.map((stage) => stage.title)).toEqual([
      '阶段 0 · 进入 X 区域',
      '阶段 1 · 找出 X 区域在哪里',
      '阶段 2 · 四个站点',
      '阶段 3 · 揭晓',
      '阶段 4 · 最后的推理',
    ]);
    expect(stages[0]).toMatchObject({ reads: '欢迎来到 X 区域', next: '输入特殊字符「鹿」的 GBK 编码进入阶段 1' });
    expect(stages[1]?.next).toBe('答 「十号线」 或 「10号线」 进入阶段 2；答 新天地 会提示「很接近了」');
    expect(stages[4]?.next).toBe('输入框里写着「写下你的推理」');
  });

  it('says what is still missing instead of showing nothing', () => {
    const stages = xStageWords({});
    expect(stages[0]?.next).toBe('还没有填特殊字符');
    expect(stages[1]?.next).toContain('（还没有答案）');
    expect(xStationsOf({})).toEqual([1, 2, 3, 4].map(() => ({ label: '', answers: [] })));
    expect(xStationsOf(area)[0]).toEqual({ label: '第一站', answers: ['陕西南路'] });
  });

  it('shortens organiser HTML to plain words', () => {
    expect(plainText('<p>a&nbsp;b</p>\n<p>c</p>')).toBe('a b c');
    expect(plainText('一二三四五', 3)).toBe('一二三…');
  });
});
