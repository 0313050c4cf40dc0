import type { JsonSchema } from '../../schema-form-rules';

import type { WalkStep } from './WalkSteps';

type Record_ = Record<string, unknown>;
const recordOf = (value: unknown): Record_ => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const wordsOf = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : []);

/** Organiser HTML as plain words for a one-line summary (the form beside it shows the sanitised preview). */
export function plainText(html: string, max = 80): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The X area (stages 0–4 with four stations): the editor shows it as a team walks through it. */
export function isXArea(schema: JsonSchema): boolean {
  const properties = schema.properties ?? {};
  return ['stage0', 'stage1', 'stage2', 'stage3', 'stage4'].every((key) => key in properties) && properties.stage2?.properties?.stations !== undefined;
}

export interface XStation {
  label: string;
  answers: string[];
}

export function xStationsOf(value: unknown): XStation[] {
  const stations = recordOf(recordOf(recordOf(value).stage2).stations);
  return ['x1', 'x2', 'x3', 'x4'].map((key) => ({ label: textOf(recordOf(stations[key]).label), answers: wordsOf(recordOf(stations[key]).answers) }));
}

const or = (words: string[], none: string) => (words.length > 0 ? words.map((word) => `「${word}」`).join(' 或 ') : none);

/** The five stages in the organiser's words, in the order a team meets them. */
export function xStageWords(value: unknown): WalkStep[] {
  const area = recordOf(value);
  const [stage0, stage1, stage2, stage3, stage4] = ['stage0', 'stage1', 'stage2', 'stage3', 'stage4'].map((key) => recordOf(area[key]));
  const special = textOf(stage0?.specialCharacter);
  const near = wordsOf(stage1?.nearMisses);
  const placeholder = textOf(stage4?.placeholder);
  return [
    {
      title: '阶段 0 · 进入 X 区域',
      reads: plainText(textOf(stage0?.introHtml)) || '（还没有说明）',
      next: special ? `输入特殊字符「${special}」的 GBK 编码进入阶段 1` : '还没有填特殊字符',
    },
    {
      title: '阶段 1 · 找出 X 区域在哪里',
      reads: plainText(textOf(stage1?.questionHtml)) || '（还没有问题）',
      next: `答 ${or(wordsOf(stage1?.answers), '（还没有答案）')} 进入阶段 2${near.length > 0 ? `；答 ${near.join('、')} 会提示「很接近了」` : ''}`,
    },
    {
      title: '阶段 2 · 四个站点',
      reads: plainText(textOf(stage2?.hintHtml)) || '（还没有站名提示）',
      next: '答出任意一个站名进入阶段 3，四个都答出进入阶段 4',
    },
    { title: '阶段 3 · 揭晓', reads: plainText(textOf(stage3?.revealHtml)) || '（还没有说明）', next: '继续答出其余站名' },
    {
      title: '阶段 4 · 最后的推理',
      reads: plainText(textOf(stage4?.reasoningHtml)) || '（还没有说明）',
      ...(placeholder ? { next: `输入框里写着「${placeholder}」` } : {}),
    },
  ];
}
