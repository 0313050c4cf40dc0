import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAreasResponse, AdminTeamsResponse } from '@citygames/contracts/fanhua/admin.schema';
import type { PlayerRiskListResponse, RiskJobResponse } from '@citygames/contracts/fanhua/risk.schema';
import { FanhuaAdminPanel } from './FanhuaAdminPanel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fanhua's administration under the organiser's router; records every write. */
function fakeFanhua() {
  const writes: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.replace('/api/fanhua/organizer', '');
      if (init?.method === 'POST') {
        writes.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
        return json(200, { success: true, message: '已为「拾荒者」添加幸运×3' });
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
            { id: 1, name: '钟楼', hidden: false, special: null, rewards: [] },
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

  it('filters the areas and refuses reward groups that are not JSON before sending them', async () => {
    const writes = fakeFanhua();
    render(<FanhuaAdminPanel />);
    await screen.findByText('1「钟楼」');
    // a special area is named by its kind as the studio names it, never by the pack's code
    expect(screen.getByText('特殊区域（天赋兑换）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('按编号或名称筛选'), { target: { value: '码头' } });
    expect(screen.queryByText('1「钟楼」')).toBeNull();
    expect(screen.getByText('隐藏')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑奖励' }));
    fireEvent.change(screen.getByLabelText(/区域 2 的奖励组/), { target: { value: '[{' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByText('奖励组不是有效的 JSON')).getAttribute('role')).toBe('alert');
    expect(writes).toEqual([]);
  });
});
