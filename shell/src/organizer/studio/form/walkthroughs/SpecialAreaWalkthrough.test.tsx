import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { provideAppConfig } from '@citygames/web-kit/app-config';
import type { JsonSchema } from '../../schema-form-rules';
import { SpecialAreaWalkthrough } from './SpecialAreaWalkthrough';
import { StudioForm } from '../StudioForm';

afterEach(cleanup);
// the placement map reads the site's configuration for its map tiles: none here, and no request for it
beforeAll(() => provideAppConfig({ filing: null, games: [], map: { tileUrl: '' } }));

const talent: JsonSchema = {
  type: 'string',
  title: '天赋',
  enum: ['intelligence', 'strength', 'luck'],
  optionTitles: { intelligence: '智力', strength: '力量', luck: '幸运' },
};
const choice = (values: number[]): JsonSchema => ({ title: '增加多少', anyOf: values.map((value) => ({ type: 'number', const: value })) });
/** fanhua's areas as the service's JSON Schema gives them (svc-fanhua `packAreaSchema`, the parts the walkthrough reads). */
const areas: JsonSchema = {
  type: 'array',
  title: '区域',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer', title: '区域编号' },
      name: { type: 'string', title: '区域名称' },
      lat: { type: 'number', title: '中心纬度' },
      lng: { type: 'number', title: '中心经度' },
      radiusKm: { type: 'number', title: '半径（公里）', default: 0.2 },
      hidden: { type: 'boolean', title: '隐藏区域', default: false },
      special: {
        title: '特殊区域效果',
        oneOf: [
          {
            type: 'object',
            title: '增加天赋',
            properties: {
              type: { type: 'string', const: 'add' },
              increment: { type: 'object', title: '增加', properties: { type: talent, value: choice([2, 10]) }, required: ['type', 'value'] },
            },
            required: ['type', 'increment'],
          },
          {
            type: 'object',
            title: '天赋兑换',
            properties: {
              type: { type: 'string', const: 'exchange' },
              decrement: {
                type: 'object',
                title: '付出（减 2）',
                properties: { type: talent, value: { type: 'number', const: 2 } },
                required: ['type', 'value'],
              },
              increment: { type: 'object', title: '换得', properties: { type: talent, value: choice([8, 12, 15]) }, required: ['type', 'value'] },
            },
            required: ['type', 'decrement', 'increment'],
          },
          { type: 'object', title: '天赋重新分配', properties: { type: { type: 'string', const: 'shuffle' } }, required: ['type'] },
          { type: 'object', title: '祝福（随机增减天赋）', properties: { type: { type: 'string', const: 'bless' } }, required: ['type'] },
        ],
      },
      rewards: { type: 'array', title: '奖励组', items: { type: 'object', properties: { id: { type: 'string', title: '奖励组编号' } } } },
    },
    required: ['id', 'name', 'lat', 'lng'],
  },
};

function Harness({ start }: { start: unknown[] }) {
  const [value, setValue] = useState<unknown>(start);
  return <StudioForm item="areas" schema={areas} value={value} issues={[]} onChange={setValue} />;
}

const walkthrough = () => screen.getByTestId('special-area-walkthrough');

describe('SpecialAreaWalkthrough', () => {
  it('shows nothing for an area without a special effect', () => {
    const { container } = render(<SpecialAreaWalkthrough value={{ id: 1, name: '外滩', rewards: [] }} schema={areas.items!} />);
    expect(container.innerHTML).toBe('');
  });

  it('appears above the area’s fields once the effect is set, and follows the kind and talents the organiser picks', () => {
    render(<Harness start={[{ id: 3, name: '新天地', lat: 31.2, lng: 121.4, rewards: [] }]} />);
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. 3 · 新天地/ }));
    expect(screen.queryByTestId('special-area-walkthrough')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '＋ 设置「特殊区域效果」' }));
    expect(walkthrough().getAttribute('aria-label')).toBe('队伍会遇到的');
    const steps = within(walkthrough()).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(['1 · 地图上', '2 · 区域面板', '3 · 执行：增加天赋', '4 · 再来一次']);
    // A new effect starts as the first kind with its first values: +2 智力, at the default radius.
    expect(steps[1]!.textContent).toContain('看到：「No.03 新天地」，探测半径：0.2 km，标着「特殊区域」：+2 智力');
    expect(steps[2]!.textContent).toContain('看到：「天赋操作成功！」支付：无；获得：智力 ×2');
    // Above the fields it explains.
    const firstField = screen.getByLabelText('区域编号');
    expect(walkthrough().compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The pickers are by Chinese name: 天赋兑换 is the second kind, 力量 the second talent, 幸运 the third, 15 the third amount.
    fireEvent.change(screen.getByRole('combobox', { name: '特殊区域效果：类型' }), { target: { value: '1' } });
    fireEvent.change(within(screen.getByRole('group', { name: '付出（减 2）' })).getByLabelText('天赋'), { target: { value: '1' } });
    fireEvent.change(within(screen.getByRole('group', { name: '换得' })).getByLabelText('天赋'), { target: { value: '2' } });
    fireEvent.change(within(screen.getByRole('group', { name: '换得' })).getByLabelText('增加多少'), { target: { value: '2' } });
    expect(walkthrough().textContent).toContain('标着「特殊区域」：-2 力量 / +15 幸运');
    expect(walkthrough().textContent).toContain('3 · 执行：天赋兑换看到：「天赋操作成功！」支付：力量 ×2；获得：幸运 ×15');
    expect(walkthrough().textContent).toContain('队伍的力量不到 2 时执行不了，提示「力量不足，需要 2」');
    // Never a code of the pack.
    expect(walkthrough().textContent).not.toMatch(/[A-Za-z]{3,}/);

    fireEvent.click(screen.getByRole('button', { name: '移除「特殊区域效果」' }));
    expect(screen.queryByTestId('special-area-walkthrough')).toBeNull();
  });
});
