// @vitest-environment-options {"console":true}
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import { PREVIEW_POSITION_MESSAGE } from '@citygames/web-kit/preview/simulated-position';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { PlayerPreview } from './PlayerPreview';
import { previewEntriesOf, previewTargetOf } from './preview-target-rules';
import type { PreviewResetResponse, PreviewStatusResponse } from '@citygames/contracts/organizer/preview.schema';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const player = { id: 'c'.repeat(24), name: '预览玩家' };

const draftOf = (pack: Record<string, unknown>): StudioDraftView => ({
  pack,
  version: 3,
  itemVersions: {},
  source: '当前活动',
  updatedAt: '2026-05-01T02:00:00Z',
  updatedBy: '组织者甲',
});

function fakeServer(game: string, reset: () => Response, status: PreviewStatusResponse = { ready: false }) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${input}`;
      calls.push({ key, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
      if (key === `GET /api/${game}/organizer/studio/preview`) return json(200, status);
      if (key === `POST /api/${game}/organizer/studio/preview`) return reset();
      if (key === 'POST /api/pilotsh/studio-preview/team/status') return json(200, { message: '已到达', area: {} });
      if (key === 'POST /api/organizer/preview-token') return json(200, { token: 'preview-token', expiresAt: '2026-05-01T14:00:00Z', player });
      return json(404, { message: '接口不存在' });
    }),
  );
  return calls;
}

/** The preview's place props for the entry at `path` of the pack, as the studio computes them. */
const at = (game: OrganizerGameId, pack: Record<string, unknown>, path: string | null) => ({
  entries: previewEntriesOf(game, pack, (path ?? '').split('.')[0] ?? ''),
  entry: path,
  onPickEntry: () => undefined,
  target: previewTargetOf(game, pack, path),
});

const resetAnswer = (from: 'draft' | 'live', draftVersion: number | null): PreviewResetResponse => ({
  ready: true,
  from,
  draftVersion,
  startedAt: '2026-05-01T02:00:00Z',
  team: { name: '预览队' },
  player,
});

// happy-dom never loads a frame's page and says so on the console (the page's console is this one, see the first line): expected here
const report = console.error.bind(console);
const quietFrames = vi.spyOn(console, 'error');
beforeAll(() =>
  quietFrames.mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) report(...args);
  }),
);
afterAll(() => quietFrames.mockRestore());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PlayerPreview', () => {
  it('resets from the draft, keeps the preview session for the frame and shows the game in a frame named for preview mode', async () => {
    const calls = fakeServer('pilotsh', () => json(200, resetAnswer('draft', 3)));
    render(<PlayerPreview game="pilotsh" draft={draftOf({})} unsaved={1} onOpenIssue={() => undefined} {...at('pilotsh', {}, null)} />);
    await waitFor(() => expect(screen.getByTestId('preview-status').textContent).toContain('还没有预览'));
    expect(screen.getByText(/1 个条目没有保存/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '用草稿重置预览' }));
    const frame = (await screen.findByTitle('玩家预览')) as HTMLIFrameElement;
    expect(frame.name).toBe('citygames-preview-pilotsh');
    expect(frame.getAttribute('src')).toBe('/pilotsh/tasks');
    expect(screen.getByTestId('preview-status').textContent).toContain('预览来自草稿第 3 版');
    expect(screen.getByTestId('preview-status').textContent).toContain('测试队「预览队」');
    expect(calls.map((call) => call.key)).toEqual([
      'GET /api/pilotsh/organizer/studio/preview',
      'POST /api/pilotsh/organizer/studio/preview',
      'POST /api/organizer/preview-token',
    ]);
    expect(calls[1]?.body).toEqual({ from: 'draft' });
    expect(calls[2]?.body).toEqual({ game: 'pilotsh' });
    expect(localStorage.getItem('preview:pilotsh.token')).toBe('preview-token');
    expect(localStorage.getItem('pilotsh.token')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新载入' }));
    expect(screen.getByTitle('玩家预览')).not.toBe(frame);
  });

  it('lists the problems of a pack that cannot be previewed and opens no frame', async () => {
    fakeServer('pilotsh', () =>
      json(422, { error: 'PACK_INVALID', message: '草稿有 1 处问题，不能预览', issues: [{ path: 'tasks.0.answers', message: '至少需要一个答案' }] }),
    );
    const opened = vi.fn();
    render(<PlayerPreview game="pilotsh" draft={draftOf({})} unsaved={0} onOpenIssue={opened} {...at('pilotsh', {}, null)} />);
    fireEvent.click(await screen.findByRole('button', { name: '用草稿重置预览' }));
    expect((await screen.findByRole('alert')).textContent).toBe('草稿有 1 处问题，不能预览');
    fireEvent.click(screen.getByRole('button', { name: 'tasks.0.answers' }));
    expect(opened).toHaveBeenCalledWith('tasks.0.answers');
    expect(screen.queryByTitle('玩家预览')).toBeNull();
  });

  it('offers to open an existing preview, and cannot reset from a draft that does not exist', async () => {
    const calls = fakeServer('polish120', () => json(500, {}), { ready: true, from: 'live', draftVersion: null, startedAt: '2026-05-01T02:00:00Z' });
    render(<PlayerPreview game="polish120" draft={null} unsaved={0} onOpenIssue={() => undefined} {...at('polish120', {}, null)} />);
    await waitFor(() => expect(screen.getByTestId('preview-status').textContent).toContain('预览来自当前活动'));
    expect((screen.getByRole('button', { name: '用草稿重置预览' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '打开预览' }));
    expect(((await screen.findByTitle('玩家预览')) as HTMLIFrameElement).name).toBe('citygames-preview-polish120');
    expect(calls.some((call) => call.key === 'POST /api/polish120/organizer/studio/preview')).toBe(false);
  });

  it('fanhua: posts the centre of the area picked from the searchable list to the frame', async () => {
    fakeServer('fanhua', () => json(200, resetAnswer('draft', 3)));
    const areas = [
      { id: 101, name: '外滩', lat: 31.24, lng: 121.49 },
      { id: 102, name: '豫园', lat: 31.227, lng: 121.492 },
    ];
    render(<PlayerPreview game="fanhua" draft={draftOf({ areas })} unsaved={0} onOpenIssue={() => undefined} {...at('fanhua', { areas }, null)} />);
    fireEvent.click(await screen.findByRole('button', { name: '用草稿重置预览' }));
    const frame = (await screen.findByTitle('玩家预览')) as HTMLIFrameElement;
    const posted = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted } });
    fireEvent.change(screen.getByLabelText('查找区域'), { target: { value: '豫' } });
    expect(screen.queryByRole('button', { name: '101 外滩' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '102 豫园' }));
    expect(posted).toHaveBeenCalledWith({ type: PREVIEW_POSITION_MESSAGE, lat: 31.227, lng: 121.492, accuracy: 10 }, location.origin);
    expect(screen.getByTestId('preview-position').textContent).toContain('预览玩家站在「102 豫园」的中心');
  });

  it('opens at the pilotsh task being edited: the preview team enters its area by code first, then the task screen', async () => {
    const pack = {
      startAreaSeq: 1,
      areas: [
        { seq: 1, name: '钟楼广场', code: 'ZL1024' },
        { seq: 2, name: '旧码头', code: 'MT2048' },
      ],
      tasks: [{ id: 'T2-1', areaSeq: 2, name: '错位的骰子' }],
    };
    const calls = fakeServer('pilotsh', () => json(200, resetAnswer('draft', 3)));
    render(<PlayerPreview game="pilotsh" draft={draftOf(pack)} unsaved={0} onOpenIssue={() => undefined} {...at('pilotsh', pack, 'tasks.0')} />);
    expect(screen.getByTestId('preview-target').textContent).toContain('任务 T2-1「错位的骰子」');
    fireEvent.click(await screen.findByRole('button', { name: '用草稿重置预览' }));
    const frame = (await screen.findByTitle('玩家预览')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/pilotsh/tasks?task=T2-1');
    const move = calls.find((call) => call.key === 'POST /api/pilotsh/studio-preview/team/status');
    expect(move?.body).toEqual({ type: 'move_to', args: { pos: 'MT2048' } });
  });

  it('resets an open preview from the draft after every save, at the same entry', async () => {
    const pack = { startAreaSeq: 1, areas: [{ seq: 1, name: '钟楼广场', code: 'ZL1024' }], tasks: [{ id: 'T1-1', areaSeq: 1, name: '来处' }] };
    const calls = fakeServer('pilotsh', () => json(200, resetAnswer('draft', 3)));
    const props = { game: 'pilotsh' as const, unsaved: 0, onOpenIssue: () => undefined, ...at('pilotsh', pack, 'tasks.0') };
    const view = render(<PlayerPreview {...props} draft={draftOf(pack)} />);
    const resets = () => calls.filter((call) => call.key === 'POST /api/pilotsh/organizer/studio/preview').length;
    view.rerender(<PlayerPreview {...props} draft={{ ...draftOf(pack), version: 4 }} />);
    await waitFor(() => expect(screen.getByTestId('preview-status').textContent).toContain('还没有预览'));
    expect(resets()).toBe(0); // a save while no preview is open starts none
    fireEvent.click(screen.getByRole('button', { name: '用草稿重置预览' }));
    await screen.findByTitle('玩家预览');
    expect(resets()).toBe(1);
    view.rerender(<PlayerPreview {...props} draft={{ ...draftOf(pack), version: 5 }} />);
    expect(screen.getByText('正在用草稿重置预览…')).toBeTruthy();
    await waitFor(() => expect(resets()).toBe(2));
    await waitFor(() => expect(screen.queryByText('正在用草稿重置预览…')).toBeNull());
    expect(screen.getByTitle('玩家预览').getAttribute('src')).toBe('/pilotsh/tasks?task=T1-1');
    fireEvent.click(screen.getByRole('checkbox', { name: '保存后自动用草稿重置预览' }));
    view.rerender(<PlayerPreview {...props} draft={{ ...draftOf(pack), version: 6 }} />);
    // a reset shows its status at once; none starts
    expect(screen.queryByText('正在用草稿重置预览…')).toBeNull();
    expect(resets()).toBe(2);
  });

  it('fanhua: opening at an area puts the preview player at its centre', async () => {
    fakeServer('fanhua', () => json(200, resetAnswer('draft', 3)));
    const areas = [
      { id: 101, name: '外滩', lat: 31.24, lng: 121.49 },
      { id: 102, name: '豫园', lat: 31.227, lng: 121.492 },
    ];
    render(<PlayerPreview game="fanhua" draft={draftOf({ areas })} unsaved={0} onOpenIssue={() => undefined} {...at('fanhua', { areas }, 'areas.1')} />);
    fireEvent.click(await screen.findByRole('button', { name: '用草稿重置预览' }));
    expect((await screen.findByTitle('玩家预览')).getAttribute('src')).toBe('/fanhua/area');
    // the frame's effect puts the player there after the frame's first render
    await waitFor(() => expect(screen.getByTestId('preview-position').textContent).toContain('预览玩家站在「102 豫园」的中心'));
  });
});
