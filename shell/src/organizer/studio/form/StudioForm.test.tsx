import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { provideAppConfig } from '@citygames/web-kit/app-config';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import type { JsonSchema } from '../schema-form-rules';
import { StudioForm } from './StudioForm';

afterEach(cleanup);
// the placement map reads the site's configuration for its map tiles: none here, and no request for it
beforeAll(() => provideAppConfig({ filing: null, games: [], map: { tileUrl: '' } }));

const rewardEntry = (title: string): JsonSchema => ({
  type: 'object',
  title,
  properties: {
    type: { type: 'string', title: '资源', optionTitles: { money: '金钱', food: '食物' } },
    arg: { type: 'string', title: '物品', optionTitlesBy: { field: 'type', options: { food: { 'instant-noodles': '泡面', bread: '面包' } } } },
    count: { type: 'integer', title: '数量' },
  },
  required: ['type', 'count'],
});
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
      revealAt: { type: 'string', title: '揭晓时间', description: '不设置则整场隐藏' },
      special: {
        title: '特殊区域效果',
        anyOf: [
          { type: 'object', title: '天赋重新分配', properties: { type: { const: 'shuffle' } }, required: ['type'] },
          { type: 'object', title: '祝福', properties: { type: { const: 'bless' } }, required: ['type'] },
        ],
      },
      rewards: {
        type: 'array',
        title: '奖励组',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', title: '奖励组编号' },
            gives: { type: 'array', title: '得到', items: rewardEntry('得到') },
            conds: { type: 'array', title: '需要持有', items: rewardEntry('条件') },
          },
          required: ['id', 'gives'],
        },
      },
    },
    required: ['id', 'name', 'lat', 'lng'],
  },
};

/** The form as the studio holds it: the value it edits is what the organiser sees next. */
function Harness({ schema, start, issues = [], onValue }: { schema: JsonSchema; start: unknown; issues?: PackIssue[]; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState(start);
  return (
    <StudioForm
      item="areas"
      schema={schema}
      value={value}
      issues={issues}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const area = { id: 7, name: '外滩', lat: 31.2, lng: 121.4, rewards: [{ id: '1', gives: [{ type: 'food', arg: 'bread', count: 2 }] }] };

function renderAreas(start: unknown[] = [area], issues: PackIssue[] = []) {
  const seen: { value: unknown } = { value: start };
  render(<Harness schema={areas} start={start} issues={issues} onValue={(value) => (seen.value = value)} />);
  return seen;
}

describe('StudioForm (rjsf with the studio’s templates)', () => {
  it('names an entry by its id and name, opens it, and a field left out is set and removed by buttons', () => {
    const seen = renderAreas();
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. 7 · 外滩/ }));
    fireEvent.click(screen.getByRole('button', { name: '＋ 设置「揭晓时间」' }));
    fireEvent.change(screen.getByLabelText('揭晓时间'), { target: { value: '2030-06-01T15:00:00+08:00' } });
    expect((seen.value as (typeof area & { revealAt?: string })[])[0]?.revealAt).toBe('2030-06-01T15:00:00+08:00');
    fireEvent.click(screen.getByRole('button', { name: '移除「揭晓时间」' }));
    expect((seen.value as Record<string, unknown>[])[0]).not.toHaveProperty('revealAt', expect.anything());
  });

  it('picks a kind by its Chinese name', () => {
    const seen = renderAreas();
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. / }));
    fireEvent.click(screen.getByRole('button', { name: '＋ 设置「特殊区域效果」' }));
    const picker = screen.getByRole('combobox', { name: '特殊区域效果：类型' }) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual(['天赋重新分配', '祝福']);
    fireEvent.change(picker, { target: { value: '1' } });
    expect((seen.value as { special?: unknown }[])[0]?.special).toEqual({ type: 'bless' });
  });

  it('edits a reward on one line by pickers in Chinese; a new resource starts the item over; a condition reads 「持有至少」, its list shown without a 「设置」 step', () => {
    const seen = renderAreas();
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. / }));
    expect(screen.getByRole('button', { name: /^▸ 1\. 组 1：得到 面包 ×2/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. 组 1/ }));
    const reward = screen.getByRole('group', { name: '得到 1' });
    const items = within(reward).getByLabelText('物品') as HTMLSelectElement;
    expect([...items.options].map((option) => option.text)).toEqual(['泡面', '面包']);
    fireEvent.change(within(reward).getByLabelText('资源'), { target: { value: 'money' } });
    expect(within(reward).queryByLabelText('物品')).toBeNull();
    fireEvent.change(within(reward).getByLabelText('数量'), { target: { value: '50' } });
    const group = () => (seen.value as (typeof area)[])[0]!.rewards[0] as { gives: unknown[]; conds?: unknown[] };
    expect(group().gives).toEqual([{ type: 'money', arg: '', count: 50 }]);
    fireEvent.click(screen.getByRole('button', { name: '＋ 添加需要持有' }));
    expect(within(screen.getByRole('group', { name: '条件 1' })).getByText('持有至少')).toBeTruthy();
  });

  it('duplicates an entry with the next free id, and adds a new one at the middle of the others', () => {
    const seen = renderAreas([area, { ...area, id: 9, name: '豫园', lat: 31.4, lng: 121.6, rewards: [] }]);
    fireEvent.click(screen.getByRole('button', { name: '复制第 1 项' }));
    expect((seen.value as (typeof area)[]).map((entry) => entry.id)).toEqual([7, 10, 9]);
    fireEvent.click(screen.getByRole('button', { name: '＋ 添加区域' }));
    const added = (seen.value as (typeof area)[])[3]!;
    expect(added).toMatchObject({ id: 11, lat: 31.266667, lng: 121.466667 });
  });

  it('marks the entry with problems and shows each at its field', () => {
    renderAreas([area], [{ path: 'areas.0.rewards.0.gives.0.arg', message: '「绷带」不是食物类的物品' }]);
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. 7 · 外滩（1 处问题）/ }));
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. 组 1.*（1 处问题）/ }));
    expect(within(screen.getByRole('group', { name: '得到 1' })).getByRole('alert').textContent).toBe('「绷带」不是食物类的物品');
  });

  it('shows no key of the pack: every label is the schema’s Chinese title', () => {
    renderAreas();
    const form = screen.getByRole('group', { name: /^区域/ });
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. / }));
    fireEvent.click(screen.getByRole('button', { name: /^▸ 1\. 组 1/ }));
    expect(form.textContent).not.toMatch(/[A-Za-z]{3,}/);
    expect([...form.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')).join()).not.toMatch(/[A-Za-z]{3,}/);
  });
});
