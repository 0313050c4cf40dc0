import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizerLogoutResponse } from '@citygames/contracts/auth/organizer-login.schema';
import type { OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import type { GameStatesResponse, PlayerCountsResponse } from '@citygames/contracts/organizer/game-state.schema';
import type { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import type { PackCheckResponse, PackImportResponse, PackInfoResponse, PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import type { Roster, RosterImportPreview, RosterImportResponse, RosterStaleRefusal } from '@citygames/contracts/organizer/roster.schema';
import { STALE_ROSTER_TEXT } from './hooks/use-roster';
import OrganizerPage from './OrganizerPage';

type Handler = (init: RequestInit | undefined, url: string) => Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake gateway: `METHOD path` (query ignored) → answer; anything else is a 404. */
function fakeServer(routes: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
      calls.push({ key, init });
      return routes[key]?.(init, String(input)) ?? json(404, { error: 'NOT_FOUND', message: '接口不存在' });
    }),
  );
  return calls;
}

// The fake answers are typed with the contracts, so the console is tested against what the services promise.
const summary = { teams: 3, playersInTeams: 6, activePlayers: 2, pack: { name: '演示活动' } } satisfies GameSummary;
const overviewRoutes: Record<string, Handler> = {
  'GET /api/organizer/me': () => json(200, { organizer: { id: 'o1', name: '组织者甲' } }),
  'GET /api/organizer/games/state': () =>
    json(200, {
      games: { pilotsh: true, polish120: false, fanhua: true },
      opensAt: { pilotsh: null, polish120: null, fanhua: null },
    } satisfies GameStatesResponse),
  'GET /api/organizer/players/counts': () => json(200, { players: { pilotsh: 8, polish120: 6, fanhua: 7 } } satisfies PlayerCountsResponse),
  'GET /api/organizer/actions': () =>
    json(200, {
      actions: [
        {
          id: '0123456789abcdef01234567',
          at: '2026-05-01T02:00:00Z',
          organizer: '组织者甲',
          scope: 'polish120',
          action: 'game.close',
          summary: '关闭了「百廿寻迹」',
          team: null,
          player: null,
        },
      ],
      older: null,
    } satisfies OrganizerActionsResponse),
  'GET /api/pilotsh/organizer/summary': () => json(200, summary),
  'GET /api/pilotsh/organizer/actions': () => json(200, { actions: [], older: null }),
  'GET /api/polish120/organizer/summary': () => json(200, summary),
  'GET /api/polish120/organizer/actions': () => json(200, { actions: [], older: null }),
  'GET /api/fanhua/organizer/summary': () => json(503, { error: 'GAME_OFFLINE', message: '该游戏暂未开放或服务暂时不可用，请稍后再试' }),
  'GET /api/fanhua/organizer/actions': () => json(503, { error: 'GAME_OFFLINE', message: '该游戏暂未开放或服务暂时不可用，请稍后再试' }),
};

const roster = {
  version: 4,
  teams: [{ id: 't1', name: '红队', currentAreaSeq: 1, leader: { phone: '13800000001', name: '队长甲' }, members: [{ phone: '13800000002', name: '队员乙' }] }],
  unassigned: [{ phone: '13800000003', name: '新人丙', registeredAt: '2026-05-01T01:00:00Z' }],
} satisfies Roster;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('organiser console', () => {
  it('signs in, then shows each game open, closed or unhealthy with its counts and the merged action log', async () => {
    const calls = fakeServer({
      ...overviewRoutes,
      'POST /api/organizer/login': (init) =>
        JSON.parse(String(init?.body)).password === 'right-pass'
          ? json(200, { token: 'tok', organizer: { id: 'o1', name: '组织者甲' } })
          : json(401, { error: 'INVALID_CREDENTIALS', message: '手机号或密码错误' }),
    });
    render(<OrganizerPage />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000000' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('手机号或密码错误');
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'right-pass' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    const polish120 = await screen.findByTestId('overview-polish120');
    expect(within(polish120).getByText('已关闭')).toBeTruthy();
    expect(within(polish120).getByRole('button', { name: '开放游戏' })).toBeTruthy();
    expect(within(await screen.findByTestId('overview-fanhua')).getByText('服务异常')).toBeTruthy();
    expect(within(screen.getByTestId('overview-pilotsh')).getByText('8')).toBeTruthy();
    expect(screen.getByTestId('action-log').textContent).toContain('关闭了「百廿寻迹」');
    expect(localStorage.getItem('organizer.token')).toBe('tok');
    const summaryCall = calls.find((call) => call.key === 'GET /api/pilotsh/organizer/summary');
    expect(new Headers(summaryCall?.init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('lists every pack problem with its path after an upload', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const calls = fakeServer({
      ...overviewRoutes,
      'GET /api/pilotsh/organizer/pack': () =>
        json(200, {
          live: { name: '演示活动', importedAt: '2026-05-01T02:00:00Z' },
          effect: '替换全部内容',
          options: [],
          downloadable: false,
        } satisfies PackInfoResponse),
      'POST /api/pilotsh/organizer/pack': () =>
        json(422, {
          success: false,
          error: 'PACK_INVALID',
          message: '活动包有 2 处问题，没有写入任何内容',
          issues: [
            { path: 'tasks.3.areaSeq', message: '区域 9 不在 areas 中' },
            { path: 'event.name', message: '请填写活动名称' },
          ],
        } satisfies PackRefusal),
    });
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '活动包' }));
    const card = await screen.findByTestId('pack-pilotsh');
    const file = new File(['{"version":1}'], 'event.json', { type: 'application/json' });
    fireEvent.change(within(card).getByLabelText('选择活动包（JSON）'), { target: { files: [file] } });
    await within(card).findByText('event.json');
    fireEvent.click(within(card).getByRole('button', { name: '只检查' }));
    const issues = await within(card).findByTestId('pack-issues');
    expect(issues.textContent).toContain('tasks.3.areaSeq：区域 9 不在 areas 中');
    expect(issues.textContent).toContain('event.name：请填写活动名称');
    const upload = calls.find((call) => call.key === 'POST /api/pilotsh/organizer/pack');
    expect(new Headers(upload?.init?.headers).get('Content-Type')).toBe('application/octet-stream');
    expect(upload?.init?.body).toBe('{"version":1}');
  });

  it('asks before importing a pack, showing what the check says happens to the roster, and imports only when confirmed', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const effect = '替换当前活动内容；默认用文件里的队伍替换整个名单';
    const keep = '保留所有队伍的进度和当前名单';
    const urls: string[] = [];
    fakeServer({
      ...overviewRoutes,
      'GET /api/polish120/organizer/pack': () =>
        json(200, {
          live: { name: '演示活动', importedAt: '2026-05-01T02:00:00Z' },
          effect,
          options: [{ flag: '--keep-progress', meaning: keep }],
          downloadable: true,
        } satisfies PackInfoResponse),
      'POST /api/polish120/organizer/pack': (_init, url) => {
        urls.push(url);
        return url.includes('check=1')
          ? json(200, { ok: true, message: '活动包检查通过，尚未导入。保留进度：名单保持当前的 3 支队伍。' } satisfies PackCheckResponse)
          : json(201, { ok: true, message: '已导入', live: null } satisfies PackImportResponse);
      },
    });
    const confirm = vi.fn<(message: string) => boolean>().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '活动包' }));
    fireEvent.click(await screen.findByRole('button', { name: '百廿寻迹' }));
    const card = await screen.findByTestId('pack-polish120');
    expect(within(card).getByRole('button', { name: '下载当前活动包（JSON）' })).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('选择活动包（JSON）'), { target: { files: [new File(['{}'], 'fix.json')] } });
    await within(card).findByText('fix.json');
    fireEvent.click(within(card).getByRole('checkbox'));
    fireEvent.click(within(card).getByRole('button', { name: '检查并导入' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toContain(effect);
    expect(confirm.mock.calls[0]![0]).toContain(`已选择：${keep}`);
    expect(confirm.mock.calls[0]![0]).toContain('名单保持当前的 3 支队伍');
    await within(card).findByRole('status');
    expect(urls.every((url) => url.includes('check=1'))).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: '检查并导入' }));
    expect((await within(card).findByText('已导入')).getAttribute('role')).toBe('status');
    expect(urls.at(-1)).toBe('/api/polish120/organizer/pack?option=--keep-progress');
  });

  it('signs out on the server before forgetting the token', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const calls = fakeServer({ ...overviewRoutes, 'POST /api/organizer/logout': () => json(200, { ok: true } satisfies OrganizerLogoutResponse) });
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('button', { name: '退出' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    const logout = calls.find((call) => call.key === 'POST /api/organizer/logout');
    expect(new Headers(logout?.init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(localStorage.getItem('organizer.token')).toBeNull();
  });

  it('goes back to the sign-in when the server no longer accepts the token', async () => {
    localStorage.setItem('organizer.token', 'expired');
    fakeServer({ 'GET /api/organizer/me': () => json(401, { error: 'UNAUTHORIZED', message: '登录已过期，请重新登录' }) });
    render(<OrganizerPage />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(localStorage.getItem('organizer.token')).toBeNull();
  });

  it('places a waiting player into a team', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const calls = fakeServer({
      ...overviewRoutes,
      'GET /api/pilotsh/organizer/roster': () => json(200, roster),
      'POST /api/pilotsh/organizer/teams/t1/members': () => json(201, { ok: true }),
    });
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '名单' }));
    const waiting = await screen.findByTestId('unassigned-13800000003');
    fireEvent.change(within(waiting).getByLabelText('新人丙 加入的队伍'), { target: { value: 't1' } });
    fireEvent.click(within(waiting).getByRole('button', { name: '加入' }));
    expect((await screen.findByRole('status')).textContent).toBe('已加入队伍');
    const placed = calls.find((call) => call.key === 'POST /api/pilotsh/organizer/teams/t1/members');
    expect(JSON.parse(String(placed?.init?.body))).toEqual({ phone: '13800000003', version: 4 });
  });

  it('previews a roster file, uploading its bytes, and cannot import while a row has a problem', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const preview = {
      encoding: 'gb18030',
      headerLine: 1,
      teams: [{ line: 3, name: '蓝队', leader: { phone: '13800000005', name: '队长丁' }, members: [] }],
      players: 1,
      problems: [{ line: 2, reason: '缺少队名' }],
    } satisfies RosterImportPreview;
    const calls = fakeServer({
      ...overviewRoutes,
      'GET /api/pilotsh/organizer/roster': () => json(200, roster),
      'POST /api/pilotsh/organizer/roster/import': () => json(200, preview),
    });
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '名单' }));
    const csv = new File([new Uint8Array([0xba, 0xec])], 'roster.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('选择名单文件'), { target: { files: [csv] } });
    expect((await screen.findByTestId('csv-problems')).textContent).toBe('第 2 行：缺少队名');
    expect(screen.getByTestId('roster-preview-file').textContent).toContain('GBK / GB18030');
    expect(screen.getByRole('button', { name: '导入这 1 支队伍' })).toHaveProperty('disabled', true);
    const uploads = calls.filter((call) => call.key === 'POST /api/pilotsh/organizer/roster/import');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.init?.body).toBe(csv);
  });

  it('imports a previewed roster file only when the organiser confirms it', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const preview = {
      encoding: 'utf-8',
      headerLine: null,
      teams: [{ line: 1, name: '蓝队', leader: { phone: '13800000005', name: '队长丁' }, members: [{ phone: '13800000006', name: '队员戊' }] }],
      players: 2,
      problems: [],
    } satisfies RosterImportPreview;
    const urls: string[] = [];
    fakeServer({
      ...overviewRoutes,
      'GET /api/pilotsh/organizer/roster': () => json(200, roster),
      'POST /api/pilotsh/organizer/roster/import': (_init, url) => {
        urls.push(url);
        return url.endsWith('?check=1')
          ? json(200, preview)
          : json(201, { teams: 1, players: 2, encoding: 'utf-8', version: 5 } satisfies RosterImportResponse);
      },
    });
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '名单' }));
    fireEvent.change(await screen.findByLabelText('选择名单文件'), { target: { files: [new File(['蓝队,13800000005,13800000006'], 'roster.csv')] } });
    expect((await screen.findByTestId('roster-preview')).textContent).toContain('队员戊');
    expect(urls).toEqual(['/api/pilotsh/organizer/roster/import?check=1']);
    fireEvent.click(screen.getByRole('button', { name: '导入这 1 支队伍' }));
    expect((await screen.findByText('名单已导入：1 支队伍、2 名玩家（显示在名单最前面）')).getAttribute('role')).toBe('status');
    expect(urls).toEqual(['/api/pilotsh/organizer/roster/import?check=1', '/api/pilotsh/organizer/roster/import?version=4']);
  });

  it('sends the version on screen with a change; a stale one refreshes the roster and says so', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const green = { id: 't2', name: '绿队', leader: { phone: '13800000009', name: '队长己' }, members: [] };
    let current: Roster = { ...roster, teams: [...roster.teams, green] };
    const calls = fakeServer({
      ...overviewRoutes,
      'GET /api/pilotsh/organizer/roster': () => json(200, current),
      'PUT /api/pilotsh/organizer/members/13800000002/team': () => {
        // Another organiser renamed 红队 meanwhile.
        current = { ...current, version: 5, teams: [{ ...roster.teams[0]!, name: '红队二号' }, green] };
        return json(409, { success: false, error: 'ROSTER_STALE', message: '名单在你打开之后已被修改', version: 5 } satisfies RosterStaleRefusal);
      },
    });
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '名单' }));
    const card = await screen.findByTestId('team-红队');
    fireEvent.change(within(card).getByLabelText('把 队员乙 移到'), { target: { value: 't2' } });
    const outcome = await screen.findByTestId('roster-outcome');
    expect(outcome.textContent).toBe(STALE_ROSTER_TEXT);
    expect(outcome.getAttribute('role')).toBe('alert');
    expect(await screen.findByTestId('team-红队二号')).toBeTruthy();
    const move = calls.find((call) => call.key === 'PUT /api/pilotsh/organizer/members/13800000002/team');
    expect(JSON.parse(String(move?.init?.body))).toEqual({ teamId: 't2', version: 4 });
  });

  it('searches the roster by team name, player name or phone', async () => {
    localStorage.setItem('organizer.token', 'tok');
    const many: Roster = {
      ...roster,
      teams: Array.from({ length: 40 }, (_, index) => ({
        id: `t${index}`,
        name: `第${index + 1}队`,
        leader: { phone: `1380000${String(index).padStart(4, '0')}`, name: `队长${index + 1}` },
        members: [],
      })),
    };
    fakeServer({ ...overviewRoutes, 'GET /api/pilotsh/organizer/roster': () => json(200, many) });
    render(<OrganizerPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '名单' }));
    await screen.findByTestId('team-第1队');
    expect(screen.queryByTestId('team-第31队')).toBeNull();
    expect(screen.getByRole('button', { name: '显示其余 10 支队伍（或在上面搜索）' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('搜索名单'), { target: { value: '队长35' } });
    expect(await screen.findByTestId('team-第35队')).toBeTruthy();
    expect(screen.queryByTestId('team-第1队')).toBeNull();
    expect(screen.getByTestId('roster-count').textContent).toBe('找到 1 支队伍（共 40 支）');
    fireEvent.change(screen.getByLabelText('搜索名单'), { target: { value: '13800000002' } });
    expect(await screen.findByTestId('team-第3队')).toBeTruthy();
  });
});
