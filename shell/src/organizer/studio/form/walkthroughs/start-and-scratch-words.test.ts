import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../schema-form-rules';
import { isScratchCard, scratchOdds } from './scratch-words';
import { isStartQuestion, startStepWords } from './start-words';

const text = { type: 'string' } as JsonSchema;

describe('the start question as a team meets it', () => {
  it('is recognised by its question, answers and what comes after them', () => {
    const start = {
      type: 'object',
      properties: { questionHtml: text, answers: { type: 'array' }, answerTextHtml: text, calibrationHtml: text, secondQuestionHtml: text },
    };
    expect(isStartQuestion(start as JsonSchema)).toBe(true);
    expect(isStartQuestion({ type: 'object', properties: { questionHtml: text } } as JsonSchema)).toBe(false);
  });

  it('reads the question, its answers and format rule, then what is revealed, in the organiser’s words', () => {
    const steps = startStepWords({
      questionHtml: '<p>城隍庙的正门朝向<strong>哪个方向</strong>？</p>',
      answers: ['南', '朝南'],
      answerFormat: { length: 1, requiredCharacters: ['南'], message: '只填一个字' },
      answerTextHtml: '<p>正门朝南。</p>',
      calibrationHtml: '<p>手机平放。</p>',
      referenceImage: { src: '/api/polish120/media/a.png', alt: '城隍庙正门' },
      secondQuestionHtml: '<p>匾额上写着什么？</p>',
      startArea: 1,
    });
    expect(steps.map((step) => step.title)).toEqual(['1 · 第一个问题', '2 · 答对之后', '3 · 第二个问题']);
    expect(steps[0]).toMatchObject({
      reads: '城隍庙的正门朝向 哪个方向 ？',
      next: '答 「南」 或 「朝南」（不计空格、标点和大小写）算对；答案格式：1 个字，必须包含「南」，不符合时提示「只填一个字」',
    });
    expect(steps[1]!.next).toBe('接着看罗盘校准：手机平放，配图「城隍庙正门」');
    expect(steps[2]!.next).toContain('队伍记作到过区域 1');
  });

  it('says what is still missing in a blank draft', () => {
    const steps = startStepWords(undefined);
    expect(steps[0]).toMatchObject({ reads: '（还没有问题）', next: '（还没有答案）' });
    expect(steps[1]!.next).toContain('没有配图');
  });
});

describe('the scratch card’s odds', () => {
  it('is recognised by results with weights and cards per team', () => {
    const scratch = {
      type: 'object',
      properties: {
        outcomes: { type: 'array', items: { type: 'object', properties: { label: text, weight: { type: 'integer' } } } },
        cardsPerTeam: { type: 'integer' },
      },
    };
    expect(isScratchCard(scratch as JsonSchema)).toBe(true);
    expect(isScratchCard({ type: 'object', properties: { outcomes: { type: 'array' } } } as JsonSchema)).toBe(false);
  });

  it('gives each result its weight over all the weights', () => {
    expect(
      scratchOdds({
        outcomes: [
          { label: '0 步', weight: 70 },
          { label: '1 步', weight: 20 },
          { label: '2 步', weight: 10 },
        ],
      }),
    ).toEqual([
      { label: '0 步', percent: '70%' },
      { label: '1 步', percent: '20%' },
      { label: '2 步', percent: '10%' },
    ]);
    expect(
      scratchOdds({
        outcomes: [
          { label: '一', weight: 1 },
          { label: '', weight: 2 },
        ],
      }),
    ).toEqual([
      { label: '一', percent: '33.3%' },
      { label: '（还没有名字）', percent: '66.7%' },
    ]);
    expect(scratchOdds({ outcomes: [{ label: '一' }] })).toEqual([{ label: '一', percent: '—' }]);
  });
});
