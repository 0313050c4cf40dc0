import { describe, expect, it } from 'vitest';
import type { StudioSheetPreview } from '@citygames/contracts/organizer/studio-sheet.schema';
import { mergeInputOf, previewSummary } from './sheet-import-rules';

const preview = (rows: StudioSheetPreview['rows']): StudioSheetPreview => ({
  item: 'tasks',
  title: '任务',
  ok: rows.every((row) => row.problems.length === 0),
  rows,
  notes: [],
  itemVersion: 4,
});
const row = (at: number, action: 'add' | 'update' | 'same', problems: { row: number; column: string; message: string }[] = []) => ({
  row: at,
  id: `T${at}`,
  name: `任务${at}`,
  action,
  problems,
  ...(problems.length === 0 ? { value: { id: `T${at}` } } : {}),
  baseVersion: action === 'add' ? 0 : 3,
});

describe('sheet import rules', () => {
  it('merges only the rows that change the draft, each with its previewed version', () => {
    expect(mergeInputOf(preview([row(2, 'update'), row(3, 'same'), row(4, 'add')]))).toEqual({
      itemVersion: 4,
      rows: [
        { row: 2, id: 'T2', baseVersion: 3, value: { id: 'T2' } },
        { row: 4, id: 'T4', baseVersion: 0, value: { id: 'T4' } },
      ],
    });
  });

  it('merges nothing from a sheet with a problem, or one that changes nothing', () => {
    expect(mergeInputOf(preview([row(2, 'add'), row(3, 'add', [{ row: 3, column: '答案', message: '至少填一个' }])]))).toBeNull();
    expect(mergeInputOf(preview([row(2, 'same')]))).toBeNull();
  });

  it('sums the preview up in a line', () => {
    expect(previewSummary(preview([row(2, 'add'), row(3, 'update'), row(4, 'add', [{ row: 4, column: '答案', message: '至少填一个' }])]))).toBe(
      '共 3 行：新增 1 项，更新 1 项，不变 0 项，1 行有问题',
    );
  });
});
