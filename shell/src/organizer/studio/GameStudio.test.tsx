import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  StudioCheckResponse,
  StudioCompareResponse,
  StudioDraftResponse,
  StudioImpactResponse,
  StudioPublishResponse,
  StudioSchemaResponse,
  StudioVersionsResponse,
} from '@citygames/contracts/organizer/studio.schema';
import { GameStudio } from './GameStudio';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// A small pack schema in the shape the service makes of a game's zod schema (titles from `.meta`).
const schema: StudioSchemaResponse = {
  effect: '替换当前活动的全部内容，所有进度清空。',
  options: [],
  schema: {
    type: 'object',
    properties: {
      event: { type: 'object', title: '活动', properties: { name: { type: 'string', title: '活动名称' } }, required: ['name'] },
      tasks: {
        type: 'array',
        title: '任务',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', title: '任务编号' },
            name: { type: 'string', title: '任务名称' },
            descriptionHtml: { type: 'string', title: '任务说明' },
            answers: { type: 'array', title: '接受的答案', items: { type: 'string', title: '答案' } },
          },
          required: ['id', 'name', 'answers'],
        },
      },
    },
  },
};
// The tasks are kept entry by entry (each at the draft's version here), the event whole.
const draft = (version: number, pack: Record<string, unknown>): StudioDraftResponse => ({
  draft: {
    pack,
    version,
    itemVersions: { event: 1, tasks: version },
    lists: { tasks: { key: 'id', order: 1, entries: Object.fromEntries((pack.tasks as { id: string }[]).map((task) => [task.id, version])) } },
    source: '演示活动包',
    updatedAt: '2026-05-01T02:00:00Z',
    updatedBy: '组织者甲',
  },
});
const demo = { event: { name: '演示' }, tasks: [{ id: 'T1', name: '来处', answers: ['雾港'] }] };

const failingCheck: StudioCheckResponse = { ok: false, draftVersion: 3, issues: [{ path: 'tasks.0.answers', message: '至少需要一个答案' }] };
const passingCheck: StudioCheckResponse = { ok: true, draftVersion: 3, issues: [] };

function fakeServer(
  put: (body: unknown) => Response,
  drafts: StudioDraftResponse[] = [draft(3, demo)],
  packSchema: StudioSchemaResponse = schema,
  check: StudioCheckResponse = failingCheck,
) {
  const calls: { key: string; body: unknown; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ key, body, url: String(input) });
      if (key === 'GET /api/pilotsh/organizer/studio/schema') return json(200, packSchema);
      if (key === 'GET /api/pilotsh/organizer/studio/draft') return json(200, drafts.length > 1 ? drafts.shift() : drafts[0]);
      if (key === 'GET /api/pilotsh/organizer/studio/preview') return json(200, { ready: false });
      if (key === 'GET /api/pilotsh/organizer/studio/versions') return json(200, { versions: [] } satisfies StudioVersionsResponse);
      if (key === 'PUT /api/pilotsh/organizer/studio/draft') return put(body);
      if (key === 'POST /api/pilotsh/organizer/studio/draft/check') return json(200, check);
      if (key === 'GET /api/pilotsh/organizer/studio/compare')
        return json(200, {
          changes: [{ path: 'tasks.0.name', kind: 'changed', before: '"来处"', after: '"来处与去处"' }],
          truncated: false,
        } satisfies StudioCompareResponse);
      if (key === 'GET /api/pilotsh/organizer/studio/impact')
        return json(200, {
          summary: '发布后现在的 23 支队伍连同全部进度被删除',
          teams: Array.from({ length: 23 }, (_, n) => ({ team: `队伍${n + 1}`, effect: `清空：完成的 ${23 - n} 个任务` })),
          notes: [],
        } satisfies StudioImpactResponse);
      if (key === 'POST /api/pilotsh/organizer/studio/publish')
        return json(201, {
          ok: true,
          message: '已导入「演示」',
          version: {
            id: '0123456789abcdef01234567',
            number: 1,
            note: '',
            publishedBy: '组织者甲',
            publishedAt: '2026-05-01T02:00:00Z',
            message: '已导入「演示」',
          },
        } satisfies StudioPublishResponse);
      return json(404, { message: '接口不存在' });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GameStudio', () => {
  it('edits a task and adds an answer with its normalisation, saves only that task from the version it was loaded at', async () => {
    const calls = fakeServer((body) =>
      json(200, draft(4, { ...demo, tasks: [(body as { changes: { entries: { value: unknown }[] }[] }).changes[0]!.entries[0]!.value] })),
    );
    render(<GameStudio game="pilotsh" />);
    expect((await screen.findByTestId('draft-status')).textContent).toContain('第 3 版');
    fireEvent.click(screen.getByRole('button', { name: '任务' }));
    fireEvent.click(screen.getByRole('button', { name: /1\. T1 · 来处/ }));
    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '来处与去处' } });
    fireEvent.click(screen.getByRole('button', { name: '＋ 添加接受的答案' }));
    const answers = screen.getByTestId('array-tasks.0.answers');
    fireEvent.change(within(answers).getByLabelText('答案 2'), { target: { value: 'Wu Gang！' } });
    expect(within(answers).getByTestId('answer-preview').textContent).toContain('wugang');
    fireEvent.change(within(answers).getByPlaceholderText('输入玩家可能的写法'), { target: { value: 'ｗｕ-gang' } });
    expect(within(answers).getByTestId('answer-preview').textContent).toContain('✓ 算对');
    expect(screen.getByTestId('draft-status').textContent).toContain('1 个条目未保存');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存（草稿第 4 版）')).toBeTruthy();
    const saved = calls.find((call) => call.key === 'PUT /api/pilotsh/organizer/studio/draft');
    expect(saved?.body).toEqual({
      changes: [{ item: 'tasks', entries: [{ id: 'T1', baseVersion: 3, value: { id: 'T1', name: '来处与去处', answers: ['雾港', 'Wu Gang！'] } }] }],
    });
  });

  it('closes the form while a new draft is being started, so nothing typed meanwhile is dropped by its answer', async () => {
    fakeServer(() => json(500, {}));
    let answerStart: ((response: Response) => void) | null = null;
    const served = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        init?.method === 'POST' && String(input).endsWith('/studio/draft') ? new Promise<Response>((resolve) => (answerStart = resolve)) : served(input, init),
      ),
    );
    vi.stubGlobal('confirm', () => true);
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '活动' }));
    expect((screen.getByTestId('studio-form') as HTMLFieldSetElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '从演示活动包开始' }));
    expect((screen.getByTestId('studio-form') as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.getByTestId('studio-form').getAttribute('aria-busy')).toBe('true');

    await vi.waitFor(() => expect(answerStart).not.toBeNull());
    answerStart!(json(201, draft(4, { ...demo, event: { name: '新草稿' } })));
    expect(await screen.findByText('已开始新的草稿')).toBeTruthy();
    expect((screen.getByTestId('studio-form') as HTMLFieldSetElement).disabled).toBe(false);
    expect((screen.getByLabelText('活动名称') as HTMLInputElement).value).toBe('新草稿');
  });

  it('says when another organiser saved the same item first and keeps the edit on screen', async () => {
    fakeServer(() => json(409, { success: false, error: 'DRAFT_ITEM_CHANGED', message: '「tasks」在你打开之后被组织者乙修改过，你的修改没有保存', items: [] }));
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '活动' }));
    fireEvent.change(screen.getByLabelText('活动名称'), { target: { value: '新名字' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toContain('被组织者乙修改过');
    expect((screen.getByLabelText('活动名称') as HTMLInputElement).value).toBe('新名字');
  });

  it('after a 409, loading the latest draft merges the other organiser’s new task with this one’s rename', async () => {
    const theirs = { ...demo, tasks: [...demo.tasks, { id: 'T2', name: '钟声', answers: ['三'] }] };
    const puts: unknown[] = [];
    fakeServer(
      (body) => {
        puts.push(body);
        return puts.length === 1
          ? json(409, { success: false, error: 'DRAFT_ITEM_CHANGED', message: '「任务」在你打开之后被组织者乙修改过，你的修改没有保存', items: [] })
          : json(200, draft(6, demo));
      },
      [draft(3, demo), draft(5, theirs)],
    );
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '任务' }));
    fireEvent.click(screen.getByRole('button', { name: /1\. T1 · 来处/ }));
    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '来处与去处' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toContain('被组织者乙修改过');

    fireEvent.click(screen.getByRole('button', { name: '载入最新草稿并合并' }));
    expect((await screen.findByText(/「任务」已合并别人的修改/)).getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('已保存（草稿第 6 版）');
    // Only the renamed task, from the version the latest draft has it at: their new task is theirs.
    expect(puts[1]).toEqual({
      changes: [{ item: 'tasks', entries: [{ id: 'T1', baseVersion: 5, value: { id: 'T1', name: '来处与去处', answers: ['雾港'] } }] }],
    });
  });

  it('a merge names the task both organisers changed in the organiser words, keeping this one’s version', async () => {
    const theirs = { ...demo, tasks: [{ ...demo.tasks[0]!, name: '他们的名字' }] };
    fakeServer(
      () => json(409, { success: false, error: 'DRAFT_ITEM_CHANGED', message: '「任务」在你打开之后被组织者乙修改过，你的修改没有保存', items: [] }),
      [draft(3, demo), draft(5, theirs)],
    );
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '任务' }));
    fireEvent.click(screen.getByRole('button', { name: /1\. T1 · 来处/ }));
    fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '我的名字' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: '载入最新草稿并合并' }));
    expect((await screen.findByText(/「任务」已合并，「任务 T1」两人都改过，保留了你的修改/)).getAttribute('role')).toBe('status');
    expect((screen.getByLabelText('任务名称') as HTMLInputElement).value).toBe('我的名字');
  });

  it('publishing states the effect, what changes for the players by path and what it does to each team', async () => {
    const calls = fakeServer(() => json(500, {}), undefined, undefined, passingCheck);
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '发布…' }));
    const dialog = await screen.findByRole('dialog', { name: '确认发布' });
    expect(dialog.textContent).toContain('所有进度清空');
    expect((await within(dialog).findByTestId('publish-changes')).textContent).toContain('tasks.0.name');
    // What it does to each team playing: at most 20 rows, then how many more.
    const impact = await within(dialog).findByTestId('publish-impact');
    expect(impact.textContent).toContain('23 支队伍连同全部进度被删除');
    expect(within(impact).getAllByRole('row')).toHaveLength(21);
    expect(within(impact).getByRole('row', { name: '队伍1 清空：完成的 23 个任务' })).toBeTruthy();
    expect(impact.textContent).toContain('以及另外 3 支队伍');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect((await screen.findByText(/已发布第 1 版/)).getAttribute('role')).toBe('status');
    expect(calls.find((call) => call.key === 'POST /api/pilotsh/organizer/studio/publish')?.body).toEqual({ draftVersion: 3, note: '', options: [] });
  });

  it('asks again what the publish does to the teams when an import option is ticked', async () => {
    const withOption = { ...schema, options: [{ flag: '--keep-progress', meaning: '保留所有队伍的进度' }] };
    const calls = fakeServer(() => json(500, {}), [draft(3, demo)], withOption, passingCheck);
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '发布…' }));
    const dialog = await screen.findByRole('dialog', { name: '确认发布' });
    await within(dialog).findByTestId('publish-impact');
    fireEvent.click(within(dialog).getByLabelText('保留所有队伍的进度'));
    await within(dialog).findByTestId('publish-impact');
    const asked = calls
      .filter((call) => call.key === 'GET /api/pilotsh/organizer/studio/impact')
      .map((call) => new URL(call.url, 'http://x').searchParams.get('options'));
    expect(asked).toEqual(['', '--keep-progress']);
  });

  it('offers no publish for a draft that fails the check and lists its problems instead', async () => {
    const calls = fakeServer(() => json(500, {}));
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '发布…' }));
    expect((await screen.findByTestId('draft-issues')).textContent).toContain('至少需要一个答案');
    expect((await screen.findByRole('alert')).textContent).toContain('草稿有 1 处问题，修改后才能发布');
    expect(screen.queryByRole('dialog', { name: '确认发布' })).toBeNull();
    expect(calls.some((call) => call.key === 'GET /api/pilotsh/organizer/studio/impact')).toBe(false);
  });

  it('lists the check’s problems by path and marks the field', async () => {
    fakeServer(() => json(500, {}));
    render(<GameStudio game="pilotsh" />);
    fireEvent.click(await screen.findByRole('button', { name: '检查' }));
    expect((await screen.findByTestId('draft-issues')).textContent).toContain('tasks.0.answers：至少需要一个答案');
    fireEvent.click(screen.getByRole('button', { name: 'tasks.0.answers' }));
    fireEvent.click(screen.getByRole('button', { name: /1\. T1 · 来处（1 处问题）/ }));
    expect(within(screen.getByTestId('array-tasks.0.answers')).getByRole('alert').textContent).toContain('至少需要一个答案');
  });
});
