import Dialog from 'antd-mobile/es/components/dialog';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markBackendAvailable } from '@citygames/web-kit/backend-status';
import { unsignedTestToken } from '@citygames/web-kit/testing/unsigned-token';
import { setToken } from '@citygames/web-kit/token-store';
import { fakeServer, json, renderScreen } from '../../test-support/render-game';
import { AdminConsole } from './AdminConsole';
import AdminPage from './AdminPage';
import { DRAW_ROLL_MS } from './components/DrawToy';

afterEach(() => {
  Dialog.clear();
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  markBackendAvailable();
  setToken('pilotsh', 'token');
});

describe('AdminConsole', () => {
  it('rejects args that are not valid JSON with the Chinese format hint', async () => {
    const server = fakeServer({});
    renderScreen(<AdminConsole />);
    fireEvent.change(screen.getByLabelText('队长名字'), { target: { value: '玩家1' } });
    fireEvent.change(screen.getByLabelText('参数（JSON）'), { target: { value: '{type: 路滑卡}' } });
    fireEvent.click(screen.getByRole('button', { name: '执行' }));
    expect(screen.getByRole('alert').textContent).toBe('参数格式错误，请确保是有效的 JSON');
    expect(server.calls).toHaveLength(0);
  });

  it('grants a prop picked from the catalogue and reports the server message', async () => {
    const server = fakeServer({ 'POST /api/pilotsh/team/god_give': () => json(200, { message: '已向「演示一队」发放「灵感迸发」' }) });
    renderScreen(<AdminConsole />);
    fireEvent.change(screen.getByLabelText('队长名字'), { target: { value: '玩家1' } });
    fireEvent.click(screen.getByRole('button', { name: '灵感迸发' }));
    fireEvent.click(screen.getByRole('button', { name: '执行' }));
    expect(await screen.findByText('操作成功：已向「演示一队」发放「灵感迸发」')).toBeTruthy();
    expect(server.calls[0]?.body).toEqual({ leaderName: '玩家1', type: 'add_prop', args: { type: '灵感迸发' } });
  });

  it('asks for confirmation before a destructive init and shows a refusal as operation failed', async () => {
    const server = fakeServer({
      'POST /api/pilotsh/team/god_give': () => json(404, { success: false, error: 'TEAM_NOT_FOUND', message: '没有找到队长为「某人」的队伍' }),
    });
    renderScreen(<AdminConsole />);
    fireEvent.change(screen.getByLabelText('队长名字'), { target: { value: '某人' } });
    fireEvent.change(screen.getByLabelText('操作类型'), { target: { value: 'init' } });
    fireEvent.click(screen.getByRole('button', { name: '执行' }));
    expect(await screen.findByText(/此操作不能撤销/)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作失败：没有找到队长为「某人」的队伍')).toBeTruthy();
    expect(server.calls[0]?.body).toEqual({ leaderName: '某人', type: 'init', args: {} });
  });

  it('rolls both draw cards every 50 ms and stops on the cards the server draws', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const server = fakeServer({
      'POST /api/pilotsh/admin/step-draw': () =>
        json(200, {
          cards: [
            { steps: 2, label: '2 步' },
            { steps: 0, label: '0 步' },
          ],
        }),
    });
    renderScreen(<AdminConsole />);
    const first = screen.getByRole('button', { name: '卡片 1' });
    fireEvent.click(first);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      act(() => {
        vi.advanceTimersByTime(DRAW_ROLL_MS);
      });
      seen.add(first.textContent ?? '');
    }
    expect(seen.size).toBeGreaterThan(1);
    await act(async () => {
      fireEvent.click(first);
    });
    vi.useRealTimers();
    await waitFor(() => expect(first.textContent).toBe('2 步'));
    expect(screen.getByRole('button', { name: '卡片 2' }).textContent).toBe('0 步');
    expect(server.calls[0]?.body).toEqual({ count: 2 });
  });
});

describe('AdminPage', () => {
  it('tells a player they have no permission', async () => {
    setToken('pilotsh', unsignedTestToken({ sub: 'p1', role: 'user' }));
    fakeServer({});
    renderScreen(<AdminPage />, '/pilotsh/admin');
    expect((await screen.findByTestId('no-permission')).textContent).toBe('你没有权限访问此页面');
  });

  it('opens for a token svc-auth issued to a game admin, without asking the server first', async () => {
    setToken('pilotsh', unsignedTestToken({ sub: 'a1', role: 'admin' }));
    const server = fakeServer({});
    renderScreen(<AdminPage />, '/pilotsh/admin');
    expect(screen.getByLabelText('队长名字')).toBeTruthy();
    expect(screen.queryByTestId('no-permission')).toBeNull();
    expect(server.calls.filter((call) => call.path.endsWith('/players/is_admin'))).toEqual([]);
  });
});
