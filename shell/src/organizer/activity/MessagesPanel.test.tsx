import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTeamsResponse } from '@citygames/contracts/fanhua/admin.schema';
import type { OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import type { Roster } from '@citygames/contracts/organizer/roster.schema';
import { MessagesPanel } from './MessagesPanel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent = (text: string): OrganizerMessageResponse => ({ id: '0123456789abcdef01234567', at: '2026-05-01T02:00:00.000Z', text, team: null });

/** A fake gateway that records every message sent; `down` games answer like a stopped service. */
function fakeServer(down: string[] = []) {
  const messages: { game: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const [, game, rest] = /^\/api\/(\w+)\/organizer\/(.*)$/.exec(input) ?? [];
      if (game && down.includes(game)) return json(503, { error: 'GAME_OFFLINE', message: '服务暂不可用' });
      if (rest === 'messages' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { text: string };
        messages.push({ game: game!, body });
        return json(201, sent(body.text));
      }
      if (rest === 'roster') return json(200, { teams: [{ id: 'team-a', name: '甲队', leader: null, members: [] }], unassigned: [] } as unknown as Roster);
      if (rest === 'admin/teams') return json(200, { success: true, teams: [] } as AdminTeamsResponse);
      return json(404, { error: 'NOT_FOUND', message: '接口不存在' });
    }),
  );
  return messages;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s messages', () => {
  it('sends one message to all three games as plain text and says where it went', async () => {
    const messages = fakeServer();
    render(<MessagesPanel />);
    fireEvent.change(screen.getByLabelText('消息内容'), { target: { value: '  17:00 活动结束\r\n' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('status')).textContent).toBe('已发送：领航上海、百廿寻迹、繁华废土');
    expect(messages).toEqual([
      { game: 'pilotsh', body: { text: '17:00 活动结束', teamId: null } },
      { game: 'polish120', body: { text: '17:00 活动结束', teamId: null } },
      { game: 'fanhua', body: { text: '17:00 活动结束', teamId: null } },
    ]);
  });

  it('sends to one team of one game', async () => {
    const messages = fakeServer();
    render(<MessagesPanel />);
    fireEvent.click(screen.getByRole('button', { name: '百廿寻迹' }));
    await screen.findByRole('option', { name: '甲队' });
    fireEvent.change(screen.getByLabelText('队伍'), { target: { value: 'team-a' } });
    fireEvent.change(screen.getByLabelText('消息内容'), { target: { value: '甲队请到东门' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByRole('status');
    expect(messages).toEqual([{ game: 'polish120', body: { text: '甲队请到东门', teamId: 'team-a' } }]);
  });

  it('names a game whose service refused, keeps the text, and does not send an empty or too long message', async () => {
    const messages = fakeServer(['fanhua']);
    render(<MessagesPanel />);
    const send = screen.getByRole('button', { name: '发送' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('消息内容'), { target: { value: 'x'.repeat(501) } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('消息内容'), { target: { value: '集合' } });
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe('未发送：繁华废土：服务暂不可用');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已发送：领航上海、百廿寻迹'));
    expect((screen.getByLabelText('消息内容') as HTMLTextAreaElement).value).toBe('集合');
    expect(messages.map((message) => message.game)).toEqual(['pilotsh', 'polish120']);
  });
});
