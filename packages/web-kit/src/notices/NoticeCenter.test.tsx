import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeView } from '@citygames/contracts/organizer/messages.schema';
import { setToken } from '../token-store';
import { NoticeCenter } from './NoticeCenter';
import { NOTICE_POLL_MS } from './use-notices';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A polish120 service holding the organiser's messages and this player's read marks. */
function service() {
  const state = { notices: [] as NoticeView[], polls: 0, reads: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
      if (url === '/api/polish120/notices') {
        state.polls += 1;
        return json(200, { notices: state.notices });
      }
      const read = /^\/api\/polish120\/notices\/(\w+)\/read$/.exec(url);
      if (read && init?.method === 'POST') {
        state.reads.push(read[1]!);
        state.notices = state.notices.map((notice) => (notice.id === read[1] ? { ...notice, read: true } : notice));
        return json(200, { id: read[1], read: true });
      }
      return json(404, { error: 'NOT_FOUND', message: '未找到' });
    }),
  );
  return state;
}

const notice = (id: string, text: string, scope: 'team' | 'all' = 'all'): NoticeView => ({ id, text, at: '2026-05-01T02:00:00.000Z', scope, read: false });

async function nextPoll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_MS);
  });
}

beforeEach(() => {
  localStorage.clear();
  setToken('polish120', 'jwt');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the organiser’s messages on a game screen', () => {
  it('shows nothing until a message arrives, then opens it over the screen; 知道了 marks it read on the server and 消息 reopens it', async () => {
    const server = service();
    render(<NoticeCenter game="polish120" active />);
    await nextPoll();
    expect(server.polls).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '查看组织者消息' })).toBeNull();

    server.notices = [notice('a1', '15:00 在东门集合\n带上手机', 'team')];
    await nextPoll();
    const dialog = await screen.findByRole('dialog', { name: '组织者消息' });
    expect(dialog.textContent).toContain('15:00 在东门集合');
    expect(dialog.textContent).toContain('发给本队');
    expect(screen.getByRole('button', { name: '查看组织者消息' }).textContent).toBe('消息（1）');

    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.reads).toEqual(['a1']);

    fireEvent.click(screen.getByRole('button', { name: '查看组织者消息' }));
    expect(screen.getByRole('dialog', { name: '组织者消息' }).textContent).toContain('15:00 在东门集合');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a message still unread on the server again when the screen opens afresh (a reload)', async () => {
    const server = service();
    server.notices = [notice('b1', '请回营地')];
    const first = render(<NoticeCenter game="polish120" active />);
    expect((await screen.findByRole('dialog')).textContent).toContain('请回营地');
    first.unmount();
    render(<NoticeCenter game="polish120" active />);
    expect((await screen.findByRole('dialog')).textContent).toContain('请回营地');
  });

  it('asks nothing while the game is closed', async () => {
    const server = service();
    server.notices = [notice('c1', '你好')];
    render(<NoticeCenter game="polish120" active={false} />);
    await nextPoll();
    expect(server.polls).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
