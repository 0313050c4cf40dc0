import Dialog from 'antd-mobile/es/components/dialog';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_TEXTS } from '@citygames/web-kit/api-client';
import { markBackendAvailable } from '@citygames/web-kit/backend-status';
import { goOffline, restoreNetwork } from '@citygames/web-kit/testing/network-switch';
import { setToken } from '@citygames/web-kit/token-store';
import { AREA_1, fakeServer, json, renderScreen } from '../../test-support/render-game';
import { NewAreaTab } from './NewAreaTab';

afterEach(() => {
  Dialog.clear();
  cleanup();
  restoreNetwork();
});
beforeEach(() => {
  markBackendAvailable();
  setToken('pilotsh', 'token');
});

const AREA_2 = { id: 2, seq: 2, name: '旧码头', description: '码头', pos: '滨江路', code: 'MT2048' };

describe('NewAreaTab', () => {
  it('shows the current location, asks to confirm the named area, moves and refetches', async () => {
    let current = AREA_1;
    const server = fakeServer({
      'GET /api/pilotsh/area/current': () => json(200, current),
      'GET /api/pilotsh/team/status': () => json(200, { status: { props: [], currentAreaSeq: 1, teamName: '演示一队', role: 'leader', isLeader: true } }),
      'GET /api/pilotsh/area/by-code/MT2048': () => json(200, { message: '找到区域：旧码头', area: { seq: 2, name: '旧码头', pos: '滨江路', code: 'MT2048' } }),
      'POST /api/pilotsh/team/status': () => {
        current = AREA_2;
        return json(200, { message: '队伍已移动到「旧码头」', area: AREA_2 });
      },
    });
    renderScreen(<NewAreaTab />);
    expect(await screen.findByText('ZL1024')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '前往新区域' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入区域代码');

    fireEvent.change(screen.getByLabelText('新区域代码'), { target: { value: 'MT2048' } });
    fireEvent.click(screen.getByRole('button', { name: '前往新区域' }));
    expect(await screen.findByText('确定要带领队伍前往「旧码头」吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('MT2048')).toBeTruthy());
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'move_to', args: { pos: 'MT2048' } });
  });

  it('shows the server message for an unknown code and for a member', async () => {
    fakeServer({
      'GET /api/pilotsh/area/current': () => json(200, AREA_1),
      'GET /api/pilotsh/team/status': () => json(200, { status: { props: [], currentAreaSeq: 1, teamName: '演示一队', role: 'member', isLeader: false } }),
      'GET /api/pilotsh/area/by-code/NOPE': () =>
        json(404, { success: false, error: 'AREA_NOT_FOUND', message: '没有找到这个区域代码对应的区域，请检查后重试' }),
    });
    renderScreen(<NewAreaTab />);
    expect(await screen.findByText('只有队长可以带领队伍前往新区域，队员可以先查询区域代码。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新区域代码'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: '前往新区域' }));
    expect((await screen.findByRole('alert')).textContent).toContain('没有找到这个区域代码');
  });

  it('refuses a move offline with the reason instead of queueing it', async () => {
    const server = fakeServer({
      'GET /api/pilotsh/area/current': () => json(200, AREA_1),
      'GET /api/pilotsh/team/status': () => json(200, { status: { props: [], currentAreaSeq: 1, teamName: '演示一队', role: 'leader', isLeader: true } }),
    });
    renderScreen(<NewAreaTab />);
    expect(await screen.findByText('ZL1024')).toBeTruthy();
    goOffline();
    fireEvent.change(screen.getByLabelText('新区域代码'), { target: { value: 'MT2048' } });
    fireEvent.click(screen.getByRole('button', { name: '前往新区域' }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_ERROR_TEXTS.offline);
    expect(server.calls.filter((call) => call.path.includes('by-code') || call.method === 'POST')).toEqual([]);
  });
});
