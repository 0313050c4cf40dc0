import type { JsonSchema } from '../../schema-form-rules';
import { plainText } from './x-area-words';
import type { WalkStep } from './WalkSteps';

type Record_ = Record<string, unknown>;
const recordOf = (value: unknown): Record_ => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const wordsOf = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : []);

/** polish120's start question (its question, answers and what is revealed after them): the editor shows it as a team meets it. */
export function isStartQuestion(schema: JsonSchema): boolean {
  const properties = schema.properties ?? {};
  return ['questionHtml', 'answers', 'answerTextHtml', 'calibrationHtml', 'secondQuestionHtml'].every((key) => key in properties);
}

/** The start page in the order a team meets it, in the organiser's words. */
export function startStepWords(value: unknown): WalkStep[] {
  const start = recordOf(value);
  const answers = wordsOf(start.answers);
  const format = recordOf(start.answerFormat);
  const length = typeof format.length === 'number' ? `${format.length} 个字` : '';
  const required = wordsOf(format.requiredCharacters);
  const rule = [length, required.length > 0 ? `必须包含「${required.join('')}」` : ''].filter(Boolean).join('，');
  const image = recordOf(start.referenceImage);
  const startArea = typeof start.startArea === 'number' ? `，队伍记作到过区域 ${start.startArea}` : '';
  return [
    {
      title: '1 · 第一个问题',
      reads: plainText(textOf(start.questionHtml)) || '（还没有问题）',
      next:
        (answers.length > 0 ? `答 ${answers.map((word) => `「${word}」`).join(' 或 ')}（不计空格、标点和大小写）算对` : '（还没有答案）') +
        (rule ? `；答案格式：${rule}，不符合时提示「${textOf(format.message) || '（还没有格式提示）'}」` : ''),
    },
    {
      title: '2 · 答对之后',
      reads: plainText(textOf(start.answerTextHtml)) || '（还没有答案说明）',
      next: `接着看罗盘校准：${plainText(textOf(start.calibrationHtml), 40).replace(/[。.！!？?]+$/, '') || '（还没有）'}${textOf(image.src) ? `，配图「${textOf(image.alt) || '没有说明'}」` : '，没有配图'}`,
    },
    {
      title: '3 · 第二个问题',
      reads: plainText(textOf(start.secondQuestionHtml)) || '（还没有第二个问题）',
      next: `按「开始游戏」，队伍开始${startArea}；第二个问题的答案在「提交任务」页作答`,
    },
  ];
}
