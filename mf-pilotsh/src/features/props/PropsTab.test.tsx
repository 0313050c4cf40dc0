import Dialog from 'antd-mobile/es/components/dialog';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markBackendAvailable } from '@citygames/web-kit/backend-status';
import { setToken } from '@citygames/web-kit/token-store';
import { fakeServer, json, renderScreen } from '../../test-support/render-game';
import { PropsTab } from './PropsTab';

afterEach(() => {
  Dialog.clear();
  cleanup();
});
beforeEach(() => {
  markBackendAvailable();
  setToken('pilotsh', 'token');
});

const prop = (id: string, type: string, used: boolean) => ({ id, type, kind: 'x', desc: `${type}的效果`, steps: null, used, usedAt: null, usedBy: null });

function status(isLeader: boolean, used: boolean) {
  return {
    status: {
      props: [prop('p1', '地图碎片', used), prop('p2', '路滑卡', true)],
      currentAreaSeq: 1,
      teamName: '演示一队',
      role: isLeader ? 'leader' : 'member',
      isLeader,
    },
  };
}

describe('PropsTab', () => {
  it('shows type and description; a used prop says used and cannot be pressed', async () => {
    fakeServer({ 'GET /api/pilotsh/team/status': () => json(200, status(true, false)) });
    renderScreen(<PropsTab />);
    expect(await screen.findByText('地图碎片')).toBeTruthy();
    expect(screen.getByText('地图碎片的效果')).toBeTruthy();
    const usedButton = screen.getByRole('button', { name: '已使用' }) as HTMLButtonElement;
    expect(usedButton.disabled).toBe(true);
    expect((screen.getByRole('button', { name: '使用' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns to show the screen to staff before using, then uses the prop and reloads the list', async () => {
    let used = false;
    const server = fakeServer({
      'GET /api/pilotsh/team/status': () => json(200, status(true, used)),
      'POST /api/pilotsh/team/status': () => {
        used = true;
        return json(200, { message: '已使用「地图碎片」，请向工作人员出示此页面', prop: prop('p1', '地图碎片', true), granted: null });
      },
    });
    renderScreen(<PropsTab />);
    fireEvent.click(await screen.findByRole('button', { name: '使用' }));
    expect(await screen.findByText(/否则使用无效/)).toBeTruthy();
    const dialogButtons = await screen.findAllByRole('button', { name: '使用' });
    fireEvent.click(dialogButtons[dialogButtons.length - 1]!);
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'use_prop', args: { id: 'p1' } });
    await waitFor(() => expect(screen.getAllByRole('button', { name: '已使用' })).toHaveLength(2));
    expect(await screen.findByText('已使用「地图碎片」，请向工作人员出示此页面')).toBeTruthy();
  });

  it('tells a member that only the leader uses props', async () => {
    fakeServer({ 'GET /api/pilotsh/team/status': () => json(200, status(false, false)) });
    renderScreen(<PropsTab />);
    expect(await screen.findByText('只有队长可以使用道具。')).toBeTruthy();
    const [card] = screen.getAllByTestId('prop-card');
    expect((within(card!).getByRole('button', { name: '使用' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
