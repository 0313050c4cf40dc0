import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../schema-form-rules';
import { isFanhuaArea, specialAreaSteps } from './special-area-words';

const talent: JsonSchema = {
  type: 'string',
  enum: ['intelligence', 'strength', 'luck'],
  optionTitles: { intelligence: '智力', strength: '力量', luck: '幸运' },
};
const change = (title: string): JsonSchema => ({ type: 'object', title, properties: { type: talent, value: { type: 'number' } } });
/** The area as the pack schema gives it (svc-fanhua `packAreaSchema`): the four kinds named as the 「类型」 picker names them. */
const areaSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    radiusKm: { type: 'number', default: 0.2 },
    special: {
      title: '特殊区域效果',
      oneOf: [
        { type: 'object', title: '增加天赋', properties: { type: { type: 'string', const: 'add' }, increment: change('增加') } },
        {
          type: 'object',
          title: '天赋兑换',
          properties: { type: { type: 'string', const: 'exchange' }, decrement: change('付出（减 2）'), increment: change('换得') },
        },
        { type: 'object', title: '天赋重新分配', properties: { type: { type: 'string', const: 'shuffle' } } },
        { type: 'object', title: '祝福（随机增减天赋）', properties: { type: { type: 'string', const: 'bless' } } },
      ],
    },
    rewards: { type: 'array' },
  },
};
const area = { id: 3, name: '新天地', lat: 31.2, lng: 121.4, radiusKm: 0.15, rewards: [] };

describe('a fanhua special area as a team meets it', () => {
  it('is recognised by its circle, rewards and the four kinds of effect', () => {
    expect(isFanhuaArea(areaSchema)).toBe(true);
    expect(isFanhuaArea({ type: 'object', properties: { rewards: { type: 'array' }, radiusKm: { type: 'number' } } })).toBe(false);
  });

  it('says nothing for an area without an effect', () => {
    expect(specialAreaSteps(area, areaSchema)).toEqual([]);
    expect(specialAreaSteps(undefined, areaSchema)).toEqual([]);
  });

  it('adds a talent: the pink marker, the sheet’s line, what the team gets, once per team', () => {
    const steps = specialAreaSteps({ ...area, special: { type: 'add', increment: { type: 'intelligence', value: 10 } } }, areaSchema);
    expect(steps.map((step) => step.title)).toEqual(['1 · 地图上', '2 · 区域面板', '3 · 执行：增加天赋', '4 · 再来一次']);
    expect(steps[0]).toEqual({ title: '1 · 地图上', reads: '粉色（特殊区域）的区域标记「3」', next: '点标记打开区域面板' });
    expect(steps[1]).toEqual({
      title: '2 · 区域面板',
      reads: '「No.03 新天地」，探测半径：0.15 km，标着「特殊区域」：+10 智力',
      next: '按「执行」并确认「开始探索」，手机定位要在离中心 150 米以内（定位误差算在内）；活动的开放时间之前按钮显示「… 后开放」，不能执行',
    });
    expect(steps[2]).toMatchObject({ reads: '「天赋操作成功！」支付：无；获得：智力 ×10', next: '队伍的智力加 10，不用付出什么' });
    expect(steps[3]).toMatchObject({ reads: '「你已经和该区域交易过了，无法再次交易」' });
    expect(steps[3]!.next).toContain('每支队伍在这里只能执行一次');
  });

  it('exchanges: what is paid and got, and the refusal when the team holds too little', () => {
    const steps = specialAreaSteps(
      { ...area, special: { type: 'exchange', decrement: { type: 'strength', value: 2 }, increment: { type: 'luck', value: 15 } } },
      areaSchema,
    );
    expect(steps[1]!.reads).toContain('标着「特殊区域」：-2 力量 / +15 幸运');
    expect(steps[2]).toEqual({
      title: '3 · 执行：天赋兑换',
      reads: '「天赋操作成功！」支付：力量 ×2；获得：幸运 ×15',
      next: '队伍的力量不到 2 时执行不了，提示「力量不足，需要 2」',
    });
  });

  it('shuffles with the dialog’s rule: changes add up to 0, none below 0', () => {
    const steps = specialAreaSteps({ ...area, special: { type: 'shuffle' } }, areaSchema);
    expect(steps[1]!.reads).toContain('重新分配全部天赋（总数不变）');
    expect(steps[2]).toMatchObject({ title: '3 · 执行：天赋重新分配', reads: '「天赋重新分配」：调整三项天赋，增减之和必须为 0，任何天赋都不能低于 0' });
  });

  it('blesses with the server’s roll, hidden from the team as 「???」', () => {
    const steps = specialAreaSteps({ ...area, special: { type: 'bless' } }, areaSchema);
    expect(steps[1]!.reads).toContain('标着「特殊区域」：???');
    expect(steps[2]).toMatchObject({
      title: '3 · 执行：祝福（随机增减天赋）',
      next: '结果由服务器随机：智力、力量、幸运各变化 -8 到 +15，三项合计至少 +5；扣的不会超过队伍现有的',
    });
  });

  it('a hidden area: a 「?」 marker until it is revealed, or for the whole event', () => {
    const bless = { ...area, special: { type: 'bless' } };
    const revealed = specialAreaSteps({ ...bless, hidden: true, revealAt: '2030-06-01T15:00:00+08:00' }, areaSchema)[0]!;
    expect(revealed).toMatchObject({ reads: '灰色的区域标记「?」，名称显示「???」' });
    expect(revealed.next).toBe('2030-06-01 15:00 揭晓之前点开只提示「区域信息暂时隐藏」，不能执行；揭晓之后和下面一样');
    expect(specialAreaSteps({ ...bless, hidden: true }, areaSchema)[0]!.next).toContain('队伍用不了这个特殊区域');
    expect(specialAreaSteps({ ...bless, landmark: true }, areaSchema)[0]!.reads).toBe('紫色（地标）的区域标记「3」');
  });

  it('a new area: the default radius, and what is still missing', () => {
    const steps = specialAreaSteps({ special: { type: 'add', increment: {} } }, areaSchema);
    expect(steps[1]!.reads).toBe('「No.? （还没有名称）」，探测半径：0.2 km，标着「特殊区域」：+? （还没选天赋）');
    expect(steps[1]!.next).toContain('离中心 200 米以内');
  });
});
