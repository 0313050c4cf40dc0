import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioSheetMergeResponse, StudioSheetPreview } from '@citygames/contracts/organizer/studio-sheet.schema';
import { SheetImport } from './SheetImport';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const file = () => new File(['任务编号\nT1\n'], '任务.csv', { type: 'text/csv' });
const previewOf = (problems: StudioSheetPreview['rows'][number]['problems']): StudioSheetPreview => ({
  item: 'tasks',
  title: '任务',
  ok: problems.length === 0,
  rows: [
    { row: 2, id: 'T1', name: '钟声几响', action: 'update', problems: [], value: { id: 'T1' }, baseVersion: 3 },
    { row: 3, id: 'T9', name: '看星星', action: 'add', problems, ...(problems.length === 0 ? { value: { id: 'T9' } } : {}), baseVersion: 0 },
  ],
  notes: ['不认识的列「备注」，已忽略'],
  itemVersion: 5,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SheetImport', () => {
  it('names each problem by row and column and merges nothing until the sheet is fixed; then merges the changed rows and says so', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, previewOf([{ row: 3, column: '答案', message: '至少填一个' }])))
      .mockResolvedValueOnce(json(200, previewOf([])))
      .mockResolvedValueOnce(json(200, { draftVersion: 6, added: 1, updated: 1 } satisfies StudioSheetMergeResponse));
    const onMerged = vi.fn();
    render(<SheetImport game="pilotsh" onMerged={onMerged} />);

    fireEvent.change(screen.getByLabelText('选择表格文件'), { target: { files: [file()] } });
    expect(await screen.findByText('第 3 行「答案」：至少填一个')).toBeTruthy();
    expect(screen.getByText('不认识的列「备注」，已忽略')).toBeTruthy();
    expect(screen.getByRole('button', { name: '合并到草稿' })).toHaveProperty('disabled', true);
    expect(fetch.mock.calls[0]![0]).toBe('/api/pilotsh/organizer/studio/sheet/tasks/preview');

    fireEvent.change(screen.getByLabelText('选择表格文件'), { target: { files: [file()] } });
    expect(await screen.findByText('共 2 行：新增 1 项，更新 1 项，不变 0 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '合并到草稿' }));
    expect(await screen.findByText('已合并到草稿：新增 1 个任务，更新 1 个（草稿第 6 版）')).toBeTruthy();
    const [path, init] = fetch.mock.calls[2]!;
    expect(path).toBe('/api/pilotsh/organizer/studio/sheet/tasks/merge');
    expect(JSON.parse(String(init?.body))).toEqual({
      itemVersion: 5,
      rows: [
        { row: 2, id: 'T1', baseVersion: 3, value: { id: 'T1' } },
        { row: 3, id: 'T9', baseVersion: 0, value: { id: 'T9' } },
      ],
    });
    await waitFor(() => expect(onMerged).toHaveBeenCalledOnce());
  });

  it('refuses a file over the limit before uploading it', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<SheetImport game="fanhua" onMerged={() => undefined} />);
    expect(screen.getByText('从表格导入区域')).toBeTruthy();
    const large = new File([new Uint8Array(1024 * 1024 + 1)], '区域.xlsx');
    fireEvent.change(screen.getByLabelText('选择表格文件'), { target: { files: [large] } });
    expect(screen.getByRole('alert').textContent).toBe('表格文件不能超过 1024 KB，请分成几个文件导入');
    expect(fetch).not.toHaveBeenCalled();
  });
});
