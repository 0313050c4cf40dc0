import { describe, expect, it } from 'vitest';
import { packSchemaWordProblems } from '@citygames/service-kit/testing/pack-schema-words';
import { fanhuaPackImport } from '../src/cli/import-pack-command.js';
import { packSchema } from '../src/content/pack-schema.js';

const LATIN_WORD = /[A-Za-z]{3,}/;

const area = { id: 121, name: '外滩', lat: 31.24, lng: 121.49 };
const pack = { format: 'citygames-fanhua-pack/1', name: '繁华', coordinateSystem: 'WGS-84', mapCenter: { lat: 31.24, lng: 121.49 }, areas: [area] };

describe('the fanhua pack in the organiser words', () => {
  it('gives every field a Chinese title and every code (resources, items, talents, effects) a Chinese name', () => {
    expect(packSchemaWordProblems(packSchema)).toEqual([]);
  });

  it('names a reward problem by the area, the group and the entry, and the item by its Chinese name', () => {
    const rewards = [{ id: 1, gives: [{ type: 'food', arg: 'bandage', count: 2 }] }];
    const checked = fanhuaPackImport.check({ ...pack, areas: [{ ...area, rewards }] });
    if (checked.ok) throw new Error('a bandage passed as food');
    expect(checked.issues).toEqual([
      { path: 'areas.0.rewards.0.gives.0.arg', where: '区域 121 的奖励组 1 的得到第 1 项的物品', message: '「绷带」不是食物类的物品' },
    ]);
  });

  it('says what a blank pack lacks without zod or JSON words', () => {
    const checked = fanhuaPackImport.check({ format: 'citygames-fanhua-pack/1' });
    if (checked.ok) throw new Error('a blank pack passed');
    expect(checked.issues.map((issue) => `${issue.where}：${issue.message}`)).toEqual(
      expect.arrayContaining(['活动名称：还没有填写', '地图中心：还没有填写', '区域：还没有填写']),
    );
    for (const issue of checked.issues) expect(`${issue.where}${issue.message}`).not.toMatch(LATIN_WORD);
  });
});
