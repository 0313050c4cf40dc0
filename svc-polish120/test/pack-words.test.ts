import { describe, expect, it } from 'vitest';
import { packSchemaWordProblems } from '@citygames/service-kit/testing/pack-schema-words';
import { polish120PackImport } from '../src/cli/import-pack-command.js';
import { demoPack } from '../src/content/demo-pack.js';
import { packSchema } from '../src/content/pack-schema.js';

const LATIN_WORD = /[A-Za-z]{3,}/;

describe('the polish120 pack in the organiser words', () => {
  it('gives every field a Chinese title and every code (cards, puzzle kinds, stages, stations) a Chinese name (the roster is not in the pack)', () => {
    expect(packSchemaWordProblems(packSchema)).toEqual([]);
  });

  it('says what a blank draft lacks in Chinese, never 「期望 object，实际接收 undefined」', () => {
    const checked = polish120PackImport.check({ format: 'citygames-polish120-pack/1', event: { name: '' }, tasks: [] });
    if (checked.ok) throw new Error('a blank pack passed');
    expect(checked.issues.map((issue) => `${issue.where}：${issue.message}`)).toEqual(
      expect.arrayContaining(['活动的活动名称：活动名称不能为空', '开始问题：还没有填写', 'X 区域：还没有填写', '任务：至少填一项']),
    );
    for (const issue of checked.issues) expect(`${issue.where}${issue.message}`).not.toMatch(LATIN_WORD);
  });

  it('names a station of the X area and a puzzle card in the organiser words', () => {
    const stations = { ...demoPack.xArea.stage2.stations, x3: { label: '第三站', answers: [] } };
    const pack = {
      ...demoPack,
      xArea: { ...demoPack.xArea, stage2: { ...demoPack.xArea.stage2, stations } },
      puzzleCards: [{ ...demoPack.puzzleCards![0]!, unlockArea: 998 }],
    };
    const checked = polish120PackImport.check(pack);
    if (checked.ok) throw new Error('a station without answers passed');
    expect(checked.issues.map(({ where, message }) => ({ where, message }))).toEqual([
      { where: 'X 区域的阶段 2 的四个站点的站点 3 的站名', message: '站名至少要有一个' },
      { where: `谜题卡 ${demoPack.puzzleCards![0]!.code} 的解锁区域`, message: '没有编号为 998 的区域' },
    ]);
  });
});
