import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminArea, AdminAreasResponse, AdminTeamsResponse } from '@citygames/contracts/fanhua/admin.schema';
import type { PlayerRiskListResponse, RiskJobResponse } from '@citygames/contracts/fanhua/risk.schema';
import { FanhuaAdminPanel } from './FanhuaAdminPanel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** 区域 1's stored groups: one exchange (two gives) as the demo pack writes them. */
const CLOCK_TOWER: AdminArea = {
  id: 1,
  name: '钟楼',
  hidden: false,
  special: null,
  rewards: [
    {
      id: '1',
      text: '守夜人说：拿东西来换',
      requires: [{ type: 'equipment', arg: 'tools', count: 2, name: '工具箱' }],
      gives: [
        { type: 'food', arg: 'instant-noodles', count: 3, name: '泡面' },
        { type: 'strength', arg: '', count: 2, name: '力量' },
      ],
      conds: [],
    },
  ],
};

/**
 * fanhua's administration under the organiser's router; records every write and answers it with `answerWrite`
 * (the service's success message by default).
 */
function fakeFanhua(answerWrite: (path: string) => Response = () => json(200, { success: true, message: '已为「拾荒者」添加幸运×3' })) {
  const writes: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.replace('/api/fanhua/organizer', '');
      if (init?.method === 'POST') {
        writes.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
        return answerWrite(path);
      }
      if (path === '/admin/teams')
        return json(200, {
          success: true,
          teams: [{ id: 't1', name: '拾荒者', description: '', invite_code: 'ABCDEFGH', leader_id: 'p1', member_count: 1 }],
        } satisfies AdminTeamsResponse);
      if (path === '/admin/areas')
        return json(200, {
          success: true,
          areas: [
            CLOCK_TOWER,
            { id: 2, name: '码头', hidden: true, special: null, rewards: [] },
            { id: 6, name: '人民广场', hidden: false, special: 'exchange', rewards: [] },
          ],
        } satisfies AdminAreasResponse);
      if (path === '/players/risk-job') return json(200, { success: true, job: null } satisfies RiskJobResponse);
      if (path === '/players/get-all-risk') return json(200, [] satisfies PlayerRiskListResponse);
      return json(404, { error: 'NOT_FOUND', message: '接口不存在' });
    }),
  );
  return writes;
}

/** Picks an asset in a row's list by the Chinese name the organiser reads. */
function pickAsset(select: HTMLElement, name: string) {
  const option = within(select).getByRole('option', { name }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

async function openClockTower() {
  render(<FanhuaAdminPanel />);
  await screen.findByText('区域 1「钟楼」');
  fireEvent.change(screen.getByLabelText('查找区域（名称或编号）'), { target: { value: '钟楼' } });
  fireEvent.click(screen.getByRole('button', { name: '编辑奖励：区域 1「钟楼」' }));
  return screen.getByRole('form', { name: '编辑区域 1「钟楼」的奖励' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fanhua’s administration in the console', () => {
  it('adds an asset to a team through the organiser’s own route and shows the service’s message', async () => {
    const writes = fakeFanhua();
    render(<FanhuaAdminPanel />);
    const form = screen.getByRole('heading', { name: '添加资产' }).closest('form')!;
    await within(form).findByRole('option', { name: '拾荒者' });
    fireEvent.change(within(form).getByLabelText('队伍'), { target: { value: 't1' } });
    fireEvent.change(within(form).getByLabelText('数量'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: '添加' }));
    expect((await within(form).findByRole('status')).textContent).toBe('已为「拾荒者」添加幸运×3');
    expect(writes).toEqual([{ path: '/trade/add-asset', body: { team_id: 't1', type: 'luck', arg: null, count: 3 } }]);
  });

  it('refuses a grant the service would refuse, in its words, without sending it', async () => {
    const writes = fakeFanhua();
    render(<FanhuaAdminPanel />);
    const form = screen.getByRole('heading', { name: '添加资产' }).closest('form')!;
    await within(form).findByRole('option', { name: '拾荒者' });
    fireEvent.change(within(form).getByLabelText('队伍'), { target: { value: 't1' } });
    fireEvent.change(within(form).getByLabelText('数量'), { target: { value: '100001' } });
    fireEvent.click(within(form).getByRole('button', { name: '添加' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('单次最多添加 100000');
    expect(writes).toEqual([]);
  });

  it('lists the areas by their Chinese names and what they pay, found by name', async () => {
    fakeFanhua();
    render(<FanhuaAdminPanel />);
    await screen.findByText('区域 1「钟楼」');
    expect(screen.getByText('付出 工具箱×2，获得 泡面×3、力量×2')).toBeTruthy();
    // a special area is named by its kind as the studio names it, never by the pack's code, and has no editor
    expect(screen.getByText('特殊区域（天赋兑换）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑奖励：区域 6「人民广场」' })).toBeNull();
    fireEvent.change(screen.getByLabelText('查找区域（名称或编号）'), { target: { value: '码头' } });
    expect(screen.queryByText('区域 1「钟楼」')).toBeNull();
    expect(screen.getByText('隐藏')).toBeTruthy();
  });

  it('edits an area’s rewards through the form and sends the whole list, stored group ids kept', async () => {
    const writes = fakeFanhua(() => json(200, { success: true, message: '区域 1「钟楼」的奖励已设置（2 组）' }));
    const form = await openClockTower();
    const asset = (label: string) => within(form).getByRole('combobox', { name: label }) as HTMLSelectElement;
    expect(asset('奖励组 1·需求（付出）·第 1 项').selectedOptions[0]?.textContent).toBe('工具箱');
    expect((within(form).getByLabelText('奖励组 1·奖励（获得）·第 1 项的数量') as HTMLInputElement).value).toBe('3');
    // no JSON, no internal names: every word on the form is Chinese (a number aside)
    expect(form.textContent).not.toMatch(/[A-Za-z{}]/);

    fireEvent.change(within(form).getByLabelText('奖励组 1·奖励（获得）·第 1 项的数量'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: '移除奖励组 1·奖励（获得）·第 2 项' }));
    fireEvent.click(within(form).getByRole('button', { name: '添加条目：奖励组 1门槛（需持有）' }));
    pickAsset(asset('奖励组 1·门槛（需持有）·第 1 项'), '幸运');
    fireEvent.change(within(form).getByLabelText('奖励组 1·门槛（需持有）·第 1 项的数量'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: '＋ 添加奖励组' }));
    pickAsset(asset('奖励组 2·奖励（获得）·第 1 项'), '面包');
    fireEvent.change(within(form).getByLabelText('奖励组 2·奖励（获得）·第 1 项的数量'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存奖励' }));

    expect((await screen.findByRole('status')).textContent).toBe('区域 1「钟楼」的奖励已设置（2 组）');
    expect(writes).toEqual([
      {
        path: '/admin/update-area-rewards/1',
        body: {
          rewards: [
            {
              id: '1',
              text: '守夜人说：拿东西来换',
              requires: [{ type: 'equipment', arg: 'tools', count: 2 }],
              gives: [{ type: 'food', arg: 'instant-noodles', count: 5 }],
              cond: [{ type: 'luck', arg: '', count: 3 }],
            },
            { id: '2', requires: [], gives: [{ type: 'food', arg: 'bread', count: 2 }], cond: [] },
          ],
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: '编辑区域 1「钟楼」的奖励' })).toBeNull();
  });

  it('refuses what the service would refuse before sending, and shows the service’s own refusal', async () => {
    const writes = fakeFanhua(() => json(400, { error: 'REWARDS_INVALID', message: '第 1 组：每个奖励组至少要有一项奖励' }));
    const form = await openClockTower();
    fireEvent.change(within(form).getByLabelText('奖励组 1·需求（付出）·第 1 项的数量'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存奖励' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('第 1 组需求：数量最少为 1');
    expect(writes).toEqual([]);

    fireEvent.change(within(form).getByLabelText('奖励组 1·需求（付出）·第 1 项的数量'), { target: { value: '2' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '保存奖励' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('第 1 组：每个奖励组至少要有一项奖励'));
    expect(writes).toHaveLength(1);
    expect(screen.getByRole('form', { name: '编辑区域 1「钟楼」的奖励' })).toBe(form);
  });
});
