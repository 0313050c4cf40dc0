import { describe, expect, it } from 'vitest';
import { packSchemaWordProblems } from '@citygames/service-kit/testing/pack-schema-words';
import { pilotshPackImport } from '../src/cli/import-pack-command.js';
import { packSchema } from '../src/content/pack-schema.js';

const LATIN_WORD = /[A-Za-z]{3,}/;

const pack = {
  version: 1,
  event: { name: '城市寻宝' },
  startAreaSeq: 1,
  areas: [{ seq: 1, name: '外滩', description: '江边', pos: '南京东路口', code: 'BUND-1' }],
  tasks: [{ id: 'T4', areaSeq: 1, name: '钟楼', answers: [] }],
};

describe('the pilotsh pack in the organiser words', () => {
  it('gives every field a Chinese title and every code a Chinese name (the roster is left to its own screen)', () => {
    expect(packSchemaWordProblems(packSchema, ['teams'])).toEqual([]);
  });

  it('names a problem by the task and the field, not by its path', () => {
    const checked = pilotshPackImport.check(pack);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues).toEqual([{ path: 'tasks.0.answers', where: '任务 T4 的答案', message: '至少填一个' }]);
  });

  it('says a blank pack is missing its parts in Chinese, without zod or JSON words', () => {
    const checked = pilotshPackImport.check({ version: 1 });
    if (checked.ok) throw new Error('a blank pack passed');
    expect(checked.issues.map((issue) => `${issue.where}：${issue.message}`)).toEqual(
      expect.arrayContaining(['活动：还没有填写', '区域：还没有填写', '起始区域：还没有填写']),
    );
    for (const issue of checked.issues) expect(`${issue.where}${issue.message}`).not.toMatch(LATIN_WORD);
  });

  it('names a missing area by its number in the organiser words', () => {
    const checked = pilotshPackImport.check({ ...pack, tasks: [{ ...pack.tasks[0], areaSeq: 7, answers: ['钟'] }] });
    if (checked.ok) throw new Error('a task in a missing area passed');
    expect(checked.issues).toEqual([{ path: 'tasks.0.areaSeq', where: '任务 T4 的所在区域', message: '没有序号为 7 的区域' }]);
  });
});
